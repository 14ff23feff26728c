import { useCallback, useRef } from 'react';

/**
 * A table wider than a phone scrolls sideways inside antd's `.ant-table-content`; with no link or button in
 * its cells a keyboard could not reach it (axe: scrollable-region-focusable). Made focusable and named once:
 * by the nearest `data-table-label` around it, else by the page's title.
 */
function nameScroller(scroller: HTMLElement): void {
  if (scroller.hasAttribute('tabindex')) return;
  const title =
    scroller.closest<HTMLElement>('[data-table-label]')?.dataset.tableLabel ??
    document.querySelector('h1')?.textContent?.trim();
  scroller.tabIndex = 0;
  scroller.setAttribute('role', 'region');
  scroller.setAttribute('aria-label', `${title || '数据'}表格`);
}

/**
 * Every table the back office shows, list frame or not (an edit page's versions, a detail
 * page's lines): the content is watched, so a table that appears later is named when it appears. A callback
 * ref, because the frame mounts its content only once the staff session is known.
 */
export function useKeyboardScrollEverywhere<T extends HTMLElement>() {
  const observer = useRef<MutationObserver | null>(null);
  return useCallback((box: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!box) return;
    const apply = () => box.querySelectorAll<HTMLElement>('.ant-table-content').forEach(nameScroller);
    apply();
    observer.current = new MutationObserver(apply);
    observer.current.observe(box, { childList: true, subtree: true });
  }, []);
}
