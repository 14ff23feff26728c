import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A click handler for a container of plain `<a href>` links to the site's own pages: a plain left click
 * navigates inside the app (React Router), as <Link> would; a new tab, a modifier key, another origin or a
 * download stays the browser's. For long link lists (the header's category menus): one handler on the
 * list instead of a <Link> per entry, each of which costs its router hooks in every server render and in
 * hydration.
 */
export function useLinkClicks(): (event: MouseEvent) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    },
    [navigate],
  );
}
