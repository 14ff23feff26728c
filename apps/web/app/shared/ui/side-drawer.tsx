import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './side-drawer.css';

/**
 * A panel sliding in from the right, built on the native <dialog> (showModal gives the backdrop, Escape,
 * focus containment and the inert page behind it), so the public header's mobile menu needs no antd.
 * Built the first time it opens, then kept (closed) with whatever it holds: a page that is never asked for
 * its menu does not render it (the header's drawer holds both category trees, most of a page's elements).
 * Portalled to <body>, so the styles of whatever renders it (the transparent home header, say) do not
 * reach inside.
 */
export function SideDrawer({
  open,
  onClose,
  title,
  className = '',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Opening is a visitor's action, so the drawer is only ever built in the browser, after hydration.
  const [built, setBuilt] = useState(false);
  if (open && !built) setBuilt(true);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open, built]);
  if (!built) return null;
  return createPortal(
    <dialog
      ref={dialog}
      className={`side-drawer ${className}`}
      aria-label={title}
      onClose={onClose}
      // A click on the backdrop reaches the dialog element itself (its content box fills the panel).
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="side-drawer__head">
        <span className="side-drawer__title">{title}</span>
        <button type="button" className="side-drawer__close" aria-label="关闭" onClick={onClose}>
          <CloseOutlined />
        </button>
      </div>
      <div className="side-drawer__body">{children}</div>
    </dialog>,
    document.body,
  );
}
