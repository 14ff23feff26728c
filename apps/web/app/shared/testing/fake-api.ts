import { answerSchema, type Answer, type CallData, type CallDef, type HttpMethod } from '@app/contract';
import type { z } from 'zod';

/**
 * A fake API at the fetch boundary for the web's hook tests (vi.stubGlobal('fetch', api.fetch)). It is built
 * from the contract's own call definitions, zod schemas included: every answer a test gives must parse with
 * the call's real answer schema, and every request the hook sends must parse with the call's params, query
 * and body schemas — so a contract change that the web does not follow turns these tests red. Test-only:
 * nothing in app/ imports it (it brings zod and every schema, which must stay out of the browser bundle).
 */

/** What a route needs of a call: `defineCall`'s definition (or the streaming chat's method, path and body). */
export interface FakeRoute {
  method: HttpMethod;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

/** One request a hook sent, as the server would read it. */
export interface SentRequest {
  method: string;
  /** The call's path pattern ('/api/ai/generate/:id'), or the URL's path when no route matched. */
  route: string;
  url: string;
  params: Record<string, string>;
  body: unknown;
  headers: Headers;
  signal: AbortSignal | null;
}

type Reply<T> = T | Promise<T>;

interface Route {
  route: FakeRoute;
  pattern: RegExp;
  names: string[];
  reply: (request: SentRequest) => Reply<Response>;
}

function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? (names.push(part.slice(1)), '([^/]+)') : part))
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}

const json = (value: unknown) =>
  new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });

/** Like the browser's fetch: an aborted signal rejects with an AbortError, also while the answer is awaited. */
function abortable<T>(work: Promise<T>, signal: AbortSignal | null): Promise<T> {
  if (!signal) return work;
  const aborted = () => new DOMException('The operation was aborted.', 'AbortError');
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(aborted()), { once: true });
    work.then(resolve, reject);
  });
}

export function fakeApi() {
  const routes: Route[] = [];
  const sent: SentRequest[] = [];
  /** Requests no route answers, and requests or answers that break the contract: a test expects none. */
  const problems: string[] = [];

  const check = (what: string, schema: z.ZodType | undefined, value: unknown) => {
    const parsed = schema?.safeParse(value);
    if (parsed && !parsed.success) problems.push(`${what}: ${parsed.error.message}`);
  };

  function respond(route: FakeRoute, reply: (request: SentRequest) => Reply<Response>): void {
    routes.unshift({ route, ...compile(route.path), reply });
  }

  /**
   * Answers `call` with what `reply` gives, parsed by the call's answer schema ({code, msg, data}; data is
   * null on a refusal). A later `answer` of the same call replaces an earlier one.
   */
  function answer<C extends CallDef<any, any, any, any, any>>(
    call: C,
    reply: (request: SentRequest) => Reply<Answer<CallData<C> | null>>,
  ): void {
    respond(call, async (request) => {
      const parsed = answerSchema(call.data).safeParse(await reply(request));
      if (parsed.success) return json(parsed.data);
      problems.push(`answer of ${call.method} ${call.path}: ${parsed.error.message}`);
      throw parsed.error;
    });
  }

  async function fetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request: SentRequest = {
      method,
      route: url.pathname,
      url: url.pathname + url.search,
      params: {},
      body: text === undefined ? undefined : JSON.parse(text),
      headers: new Headers(init.headers),
      signal: init.signal ?? null,
    };
    sent.push(request);
    for (const { route, pattern, names, reply } of routes) {
      const match = route.method === method ? pattern.exec(url.pathname) : null;
      if (!match) continue;
      request.route = route.path;
      names.forEach((name, i) => (request.params[name] = decodeURIComponent(match[i + 1]!)));
      check(`${method} ${url.pathname} params`, route.params, request.params);
      check(`${method} ${url.pathname} query`, route.query, Object.fromEntries(url.searchParams));
      check(`${method} ${url.pathname} body`, route.body, request.body);
      return abortable(
        Promise.resolve().then(() => reply(request)),
        request.signal,
      );
    }
    problems.push(`no answer for ${method} ${request.url}`);
    throw new TypeError('Failed to fetch');
  }

  /** The requests sent to one call (matched by its path pattern and method). */
  const sentTo = (route: FakeRoute) =>
    sent.filter((r) => r.route === route.path && r.method === route.method);

  return { answer, respond, fetch, sent, sentTo, problems };
}

export type FakeApi = ReturnType<typeof fakeApi>;

/**
 * A text/event-stream answer that the test writes as it goes, framed as the server's openEventStream frames
 * it (apps/server/src/slices/ai/chat-stream.ts). Like fetch's body, it fails with an AbortError when the
 * request's signal aborts.
 */
export function eventStream<E extends { event: string; data: unknown }>(signal: AbortSignal | null) {
  let body!: ReadableStreamDefaultController<Uint8Array>;
  const encoder = new TextEncoder();
  const response = new Response(new ReadableStream<Uint8Array>({ start: (c) => void (body = c) }), {
    headers: { 'content-type': 'text/event-stream; charset=utf-8' },
  });
  signal?.addEventListener('abort', () =>
    body.error(new DOMException('The operation was aborted.', 'AbortError')),
  );
  const frame = (event: E) => `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
  /** Bytes as they arrive, cut anywhere (also inside a character or an event). */
  const bytes = (chunk: Uint8Array) => body.enqueue(chunk);
  const write = (text: string) => bytes(encoder.encode(text));
  return {
    response,
    frame,
    bytes,
    write,
    send: (event: E) => write(frame(event)),
    /** The server ends the answer. */
    end: () => body.close(),
    /** The connection breaks. */
    fail: () => body.error(new TypeError('network error')),
  };
}
