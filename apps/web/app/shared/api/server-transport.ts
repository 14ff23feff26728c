/**
 * How a server-side call reaches the API. By default fetch over INTERNAL_API_URL (or this process's own
 * port). When the process that renders pages also serves the API, apps/server/src/web/serve-web.ts installs
 * an in-process transport through entry.server.tsx: the call skips the loopback socket, HTTP framing and
 * a second JSON parse pass, which were a sixth of a page render's CPU.
 */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let inProcess: ApiTransport | null = null;

export function setServerApiTransport(transport: ApiTransport | null): void {
  inProcess = transport;
}

/** `path` is the API path with its query ('/api/courses?limit=12'); `base` is where fetch would send it. */
export function sendApiRequest(base: string, path: string, init: RequestInit): Promise<Response> {
  if (typeof window === 'undefined' && inProcess && !(init.body instanceof FormData))
    return inProcess(path, init);
  return fetch(base + path, init);
}
