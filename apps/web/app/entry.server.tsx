import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { CspNonceContext } from './shared/csp/csp-nonce.tsx';
import { inlineStylesheets } from './shared/layout/inline-stylesheets.server.ts';
import { scriptsAfterFirstPaint } from './shared/layout/scripts-after-first-paint.server.ts';
import { InlineStylesheetsContext } from './shared/layout/route-styles.tsx';

const ABORT_DELAY = 10_000;

/** serve-web.ts installs the in-process API transport through the server build's entry module. */
export { setServerApiTransport } from './shared/api/server-transport.ts';

/**
 * Renders the whole document once every loader and Suspense boundary is ready. antd's styles are not
 * collected here: they are stylesheets baked at build time (vite/antd-static-css.ts) that the root's
 * <RouteStyles /> puts in <head> with the routes' own, so a render registers no styles at all.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  // The reply's CSP nonce (apps/server/src/web/serve-web.ts): on every inline script React Router and
  // React emit, and on the root's <Scripts>/<ScrollRestoration> through the context.
  const nonce = typeof loadContext?.cspNonce === 'string' ? loadContext.cspNonce : undefined;
  // Guests' pages carry their stylesheets inline, members' link them (apps/server/src/web/serve-web.ts).
  const inline = loadContext?.inlineStylesheets === true ? inlineStylesheets : null;
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <InlineStylesheetsContext.Provider value={inline}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesheetsContext.Provider>
      </CspNonceContext.Provider>,
      {
        // The inline stylesheets (shared/layout/route-styles.tsx) carry the nonce as the scripts do.
        nonce: nonce === undefined ? undefined : { script: nonce, style: nonce },
        onAllReady() {
          // Everything is ready, so the document is written out at once and kept in memory: the server
          // keeps or compresses it whole (apps/server/src/web/serve-web.ts), so a Node stream turned into a
          // web stream that it read straight back into a buffer only added copies.
          const chunks: Buffer[] = [];
          const document = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              clearTimeout(deadline);
              // With its scripts asked for after the first paint (the styles are inline or first in <head>,
              // the first screen's images preloaded at high priority).
              const body = scriptsAfterFirstPaint(Buffer.concat(chunks));
              headers.set('Content-Type', 'text/html; charset=utf-8');
              resolve(new Response(body as unknown as BodyInit, { status: failed ? 500 : status, headers }));
              done();
            },
          });
          pipe(document);
        },
        onShellError(error) {
          clearTimeout(deadline);
          reject(error);
        },
        onError(error) {
          failed = true;
          console.error(error);
        },
      },
    );
    // Cleared once the document is written: a pending timer would keep the finished render (its whole tree
    // and output) reachable for ten seconds, which under load is hundreds of renders for the GC to carry.
    const deadline = setTimeout(abort, ABORT_DELAY);
  });
}
