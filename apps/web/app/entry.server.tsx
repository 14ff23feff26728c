import { PassThrough } from 'node:stream';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

const ABORT_DELAY = 10_000;

/**
 * Renders the whole document once every loader and Suspense boundary is ready, then inlines antd's
 * CSS-in-JS styles in <head> so that server-rendered pages look right before hydration.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  const cache = createCache();
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <StyleProvider cache={cache} hashPriority="high">
        <ServerRouter context={routerContext} url={request.url} />
      </StyleProvider>,
      {
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on('data', (chunk: Buffer) => chunks.push(chunk));
          sink.on('end', () => {
            const html = Buffer.concat(chunks)
              .toString('utf8')
              .replace('</head>', `${extractStyle(cache)}</head>`);
            const body = new PassThrough();
            body.end(html);
            headers.set('Content-Type', 'text/html; charset=utf-8');
            resolve(
              new Response(createReadableStreamFromReadable(body) as unknown as BodyInit, {
                status: failed ? 500 : status,
                headers,
              }),
            );
          });
          pipe(sink);
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
