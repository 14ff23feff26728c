import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { CspNonceContext } from './shared/csp/csp-nonce.tsx';

const ABORT_DELAY = 10_000;

/**
 * Renders the whole document once every loader and Suspense boundary is ready. antd's styles are not
 * collected here: they are a stylesheet baked at build time (vite/antd-static-css.ts) that <Links /> puts in
 * <head>, so a render registers no styles at all.
 */
/** serve-web.ts installs the in-process API transport through the server build's entry module. */
export { setServerApiTransport } from './shared/api/server-transport.ts';

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
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          headers.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body) as unknown as BodyInit, {
              status: failed ? 500 : status,
              headers,
            }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          failed = true;
          console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
