import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

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
) {
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
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
