import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './hover-panel.css';

/** Leaving the trigger for the panel crosses a small gap: wait this long before closing. */
const CLOSE_DELAY_MS = 150;

export interface HoverPanelTrigger {
  open: boolean;
  toggle: () => void;
  /** For aria-controls on a button trigger. */
  panelId: string;
}

/**
 * A panel under a header control, opened by hover, keyboard focus or a tap (the trigger calls toggle),
 * closed by leaving, Escape, or a tap elsewhere. A few lines of React instead of antd's Dropdown/Popover,
 * so the public header needs no antd (the home page's first load stays small).
 */
export function HoverPanel({
  trigger,
  children,
  className = '',
  panelClassName = '',
}: {
  trigger: (state: HoverPanelTrigger) => ReactNode;
  children: ReactNode;
  className?: string;
  panelClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const panelId = useId();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const show = () => {
    cancelClose();
    setOpen(true);
  };
  const hideSoon = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);
  useEffect(() => cancelClose, []);

  return (
    <div
      ref={root}
      className={`hover-panel ${className}`}
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onFocus={show}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        (root.current?.querySelector('a, button') as HTMLElement | null)?.focus();
      }}
    >
      {trigger({ open, toggle, panelId })}
      {open && (
        <div id={panelId} className={`hover-panel__panel ${panelClassName}`}>
          {children}
        </div>
      )}
    </div>
  );
}
