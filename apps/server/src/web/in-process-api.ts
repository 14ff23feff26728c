import type { App } from '../app-context.ts';

/** What apps/web's shared/api/server-transport.ts accepts. */
type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

const NO_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * Server-side API calls of the page render answered inside this process (app.inject) when it serves the API
 * as well: the same routes, hooks and answers, without a loopback socket, HTTP framing or undici. The
 * request keeps the headers the loaders set (the visitor's address, browser and session cookie), and
 * inject's peer is 127.0.0.1, so X-Forwarded-For is trusted exactly as over loopback.
 */
export function inProcessApi(app: App): ApiTransport {
  return async (path, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: Object.fromEntries(new Headers(init.headers)),
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
      else if (value !== undefined) headers.set(name, String(value));
    }
    const body = NO_BODY_STATUSES.has(answer.statusCode) ? null : answer.rawPayload;
    return new Response(body, { status: answer.statusCode, headers });
  };
}
