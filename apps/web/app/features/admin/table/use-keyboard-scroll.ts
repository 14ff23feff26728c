import { useEffect, useRef } from 'react';

/**
 * A table wider than a phone scrolls sideways inside antd's `.ant-table-content`; with no link or button
 * in its cells a keyboard could not reach it (axe: scrollable-region-focusable). The ref goes on an element
 * around the Table: its scrolling part becomes focusable and named. After every render, since antd
 * re-creates that part when the data arrives.
 */
export function useKeyboardScroll<T extends HTMLElement>(label: string) {
  const box = useRef<T>(null);
  useEffect(() => {
    box.current?.querySelectorAll<HTMLElement>('.ant-table-content').forEach((scroller) => {
      scroller.tabIndex = 0;
      scroller.setAttribute('role', 'region');
      scroller.setAttribute('aria-label', label);
    });
  });
  return box;
}
