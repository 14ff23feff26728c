import { createContext, useContext } from 'react';
import { Links, UNSAFE_DataRouterStateContext, UNSAFE_FrameworkContext } from 'react-router';
import { useCspNonce } from '../csp/csp-nonce.tsx';

/**
 * On the server: the text of the built stylesheets the page links (their public hrefs, in order), or null
 * when they are not to be put inline (entry.server.tsx reads them from the client build).
 */
export type InlineStylesheets = (hrefs: readonly string[]) => string[] | null;

export const InlineStylesheetsContext = createContext<InlineStylesheets | null>(null);

/** One React stylesheet precedence for every route stylesheet: they keep the order the routes give them. */
const PRECEDENCE = 'route';

let inlinedByServer: ReadonlySet<string> | undefined;

/** The stylesheets this document arrived with inline (React's <style data-href="a b …">), read once. */
function inlinedInDocument(): ReadonlySet<string> {
  if (inlinedByServer) return inlinedByServer;
  const hrefs = new Set<string>();
  for (const style of document.querySelectorAll<HTMLStyleElement>(
    `style[data-precedence="${PRECEDENCE}"][data-href]`,
  ))
    for (const href of (style.dataset.href ?? '').split(' ')) if (href) hrefs.add(href);
  return (inlinedByServer = hrefs);
}

/** The CSS files of the matched routes, as React Router's <Links /> lists them (up to an error boundary). */
function useRouteStylesheetHrefs(): string[] {
  const framework = useContext(UNSAFE_FrameworkContext);
  const state = useContext(UNSAFE_DataRouterStateContext);
  if (!framework || !state) return [];
  const { errors, matches } = state;
  const errorAt = errors ? matches.findIndex((match) => errors[match.route.id] !== undefined) : -1;
  const active = errorAt === -1 ? matches : matches.slice(0, errorAt + 1);
  return [...new Set(active.flatMap((match) => framework.manifest.routes[match.route.id]?.css ?? []))];
}

/**
 * The routes' stylesheets in <head>, in place of React Router's <Links /> (the site has no route `links`
 * exports: its links are the CSS files Vite splits per route and component).
 *
 * A first visit gets them inline, in one <style> with the reply's CSP nonce, so that the first paint waits
 * for no stylesheet request (there were ten small files before the home page could paint). They are React
 * stylesheet resources (`precedence`): React writes them at the top of <head>, before the module preloads
 * it hoists there, adopts them at hydration instead of comparing them, and on a client navigation adds the
 * new route's files as <link>s after them and holds the new page until they have loaded (what React
 * Router's own prefetch of route CSS did).
 */
export function RouteStyles() {
  // Vite's development server serves styles itself (and React Router's critical CSS through <Links />).
  return import.meta.env.DEV ? <Links /> : <RouteStylesheets />;
}

function RouteStylesheets() {
  const hrefs = useRouteStylesheetHrefs();
  const inline = useContext(InlineStylesheetsContext);
  const nonce = useCspNonce();
  const onServer = typeof document === 'undefined';
  const texts = onServer && inline ? inline(hrefs) : null;
  return hrefs.map((href, index) => {
    // In the browser, a stylesheet the server put inline is adopted by its href: its text is not needed.
    const text = onServer ? (texts?.[index] ?? null) : inlinedInDocument().has(href) ? '' : null;
    return text === null ? (
      <link key={href} rel="stylesheet" href={href} precedence={PRECEDENCE} />
    ) : (
      <style key={href} href={href} precedence={PRECEDENCE} nonce={nonce}>
        {text}
      </style>
    );
  });
}
