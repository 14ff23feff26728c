import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test helper: a local HTTP server answering JSON from a handler, recording every request URL. */
export async function startFakeProvider(
  handle: (url: URL, request: IncomingMessage) => { status?: number; body: unknown; raw?: boolean },
) {
  const requests: URL[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push(url);
    const answer = handle(url, request);
    response.writeHead(answer.status ?? 200, { 'content-type': answer.raw ? 'text/html' : 'text/plain' });
    response.end(answer.raw ? String(answer.body) : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
