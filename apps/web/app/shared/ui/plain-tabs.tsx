import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './plain-tabs.css';

export interface PlainTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs (roving tabindex; ←/→, Home and End move between tabs) from plain elements, for the public
 * pages that run without antd. A panel is built when its tab is first chosen and then stays mounted
 * (hidden) like antd's, so nothing typed into it (a comment draft) is lost by looking at another tab.
 */
export function PlainTabs({
  items,
  className = '',
  onIntent,
  activeKey: controlledKey,
  onChange,
}: {
  items: PlainTab[];
  className?: string;
  /** Controlled use: the open tab and its change (otherwise the first tab opens and the tabs keep it). */
  activeKey?: string;
  onChange?: (key: string) => void;
  /** The pointer or focus reached the tab row: a chance to fetch what the other tabs need. */
  onIntent?: () => void;
}) {
  const [ownKey, setOwnKey] = useState(items[0]?.key);
  const activeKey = controlledKey ?? ownKey;
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set());
  const setActiveKey = (key: string) => {
    setOwnKey(key);
    onChange?.(key);
  };
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const active = items.find((item) => item.key === activeKey) ?? items[0];
  if (active && !visited.has(active.key)) setVisited(new Set(visited).add(active.key));
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
      {items
        .filter((item) => item.key === active.key || visited.has(item.key))
        .map((item) => (
          <div
            key={item.key}
            id={panelId(item.key)}
            role="tabpanel"
            aria-labelledby={tabId(item.key)}
            hidden={item.key !== active.key}
          >
            {item.children}
          </div>
        ))}
    </div>
  );
}
