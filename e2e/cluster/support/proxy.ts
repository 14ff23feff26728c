import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The cluster run's reverse proxy, standing in for nginx (docs/operations.md): round robin over the api/web
 * nodes with nginx's passive health check — a node that refuses the connection is skipped for a few seconds
 * and the request goes to the next one (it never reached the dead node, so even a POST is safe to resend).
 * Sets X-Forwarded-For/-Proto/-Host as nginx does. Counts what each node served.
 */
export interface Upstream {
  name: string;
  port: number;
}

export interface Proxy {
  url: string;
  /** Requests each node answered, by node name. */
  served: Record<string, number>;
  close(): Promise<void>;
}

const DOWN_FOR_MS = 3_000;

export async function startProxy(upstreams: Upstream[], port = 0): Promise<Proxy> {
  const served: Record<string, number> = Object.fromEntries(upstreams.map((u) => [u.name, 0]));
  const downUntil = new Map<string, number>();
  let next = 0;

  /** The nodes to try, in round-robin order, the ones not marked down first. */
  const order = () => {
    const start = next++ % upstreams.length;
    const turn = [...upstreams.slice(start), ...upstreams.slice(0, start)];
    const now = Date.now();
    return [
      ...turn.filter((u) => (downUntil.get(u.name) ?? 0) <= now),
      ...turn.filter((u) => (downUntil.get(u.name) ?? 0) > now),
    ];
  };

  const server = http.createServer(async (request, response) => {
    // Bodies are small here (files go to S3 directly), so they are held to be resent to another node.
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const headers = {
      ...request.headers,
      'x-forwarded-for': request.socket.remoteAddress ?? '127.0.0.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': request.headers.host ?? '',
    };
    for (const upstream of order()) {
      const answered = await new Promise<boolean>((resolve) => {
        const forward = http.request(
          { host: '127.0.0.1', port: upstream.port, method: request.method, path: request.url, headers },
          (reply) => {
            served[upstream.name] = (served[upstream.name] ?? 0) + 1;
            response.writeHead(reply.statusCode ?? 502, reply.headers);
            reply.pipe(response);
            reply.on('error', () => response.destroy());
            resolve(true);
          },
        );
        forward.on('error', (error: NodeJS.ErrnoException) => {
          // Refused: the node is down. A kept-alive connection reset under a GET: the node died since; resent.
          const idempotent = request.method === 'GET' || request.method === 'HEAD';
          if (
            error.code === 'ECONNREFUSED' ||
            (idempotent && forward.reusedSocket && error.code === 'ECONNRESET')
          ) {
            downUntil.set(upstream.name, Date.now() + DOWN_FOR_MS);
            resolve(false);
          } else if (!response.headersSent) {
            // The node died with the request on it: like nginx, a 502 (never resent: it may have acted).
            response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end('bad gateway');
            resolve(true);
          } else {
            response.destroy();
            resolve(true);
          }
        });
        forward.end(body);
      });
      if (answered) return;
    }
    response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end('no node is up');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
