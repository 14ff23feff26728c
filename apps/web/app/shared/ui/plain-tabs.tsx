import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './plain-tabs.css';

export interface PlainTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs (roving tabindex; ←/→, Home and End move between tabs) from plain elements, for the public
 * pages that run without antd. Only the open panel is rendered: the others are built when first chosen,
 * from data the page already has.
 */
export function PlainTabs({
  items,
  className = '',
  onIntent,
}: {
  items: PlainTab[];
  className?: string;
  /** The pointer or focus reached the tab row: a chance to fetch what the other tabs need. */
  onIntent?: () => void;
}) {
  const [activeKey, setActiveKey] = useState(items[0]?.key);
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const active = items.find((item) => item.key === activeKey) ?? items[0];
  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = (key: string) => `${baseId}-panel-${key}`;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.key === active?.key);
    const target = {
      ArrowRight: (index + 1) % items.length,
      ArrowLeft: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = items[target];
    if (!next) return;
    setActiveKey(next.key);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next.key))}`)?.focus();
  };

  if (!active) return null;
  return (
    <div className={`plain-tabs ${className}`}>
      <div
        ref={list}
        className="plain-tabs__list"
        role="tablist"
        onKeyDown={onKeyDown}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        {items.map((item) => {
          const selected = item.key === active.key;
          return (
            <button
              key={item.key}
              id={tabId(item.key)}
              type="button"
              role="tab"
              className={`plain-tabs__tab${selected ? ' is-active' : ''}`}
              aria-selected={selected}
              aria-controls={panelId(item.key)}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActiveKey(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div id={panelId(active.key)} role="tabpanel" aria-labelledby={tabId(active.key)}>
        {active.children}
      </div>
    </div>
  );
}
