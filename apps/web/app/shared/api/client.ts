import {
  Code,
  M,
  type Answer,
  type CallBodyInput,
  type CallData,
  type CallRoute,
  type CallQueryInput,
} from '@app/contract/web';
import { clearSession, readToken } from '../session/session-store.ts';
import { clearStaffSession, readStaffToken } from '../session/staff-session-store.ts';
import { paths } from '../paths.ts';
import { sendApiRequest } from './server-transport.ts';
import { keepIfShared, sharedAnswer } from './shared-answers.ts';

export type AnyCall = CallRoute<any>;

export interface CallOptions<C extends AnyCall> {
  query?: CallQueryInput<C>;
  body?: CallBodyInput<C> | FormData;
  params?: Record<string, string | number>;
  /** Server-side loaders pass the incoming request: the visitor's address and browser go along to the API. */
  request?: Request;
  /** Skip the global 4001 handling (e.g. the login page itself). */
  quiet4001?: boolean;
}

/**
 * What a server-side call passes on from the visitor's request (web/serve-web.ts sets x-forwarded-for);
 * the cookie carries the visitor's session, so the server render shows a member their own view.
 */
const FORWARDED_HEADERS = ['x-forwarded-for', 'user-agent', 'cookie'] as const;

/** Where API calls go: same origin in the browser; INTERNAL_API_URL (or this process) on the server. */
function apiBase(): string {
  if (typeof window !== 'undefined') return '';
  return process.env.INTERNAL_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
}

export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}

let onUnauthenticated: () => void = () => {
  if (typeof window !== 'undefined') window.location.assign(paths.login());
};
/** The app shell installs navigation here so that 4001 from any call goes to /login without a reload. */
export function setUnauthenticatedHandler(handler: () => void): void {
  onUnauthenticated = handler;
}

let onStaffUnauthenticated: () => void = () => {
  if (typeof window !== 'undefined') window.location.assign(paths.adminLogin());
};
/** The admin app installs navigation here: a 4001 from an admin call goes to /admin/login. */
export function setStaffUnauthenticatedHandler(handler: () => void): void {
  onStaffUnauthenticated = handler;
}

/**
 * Calls one contract call and answers its `{code, msg, data}`. Never throws for a refusal: callers read
 * `code`. A network failure answers code -1 with a Chinese msg. 4001 clears the session (000 §4).
 */
export async function callApi<C extends AnyCall>(
  call: C,
  options: CallOptions<C> = {},
): Promise<Answer<CallData<C>>> {
  let url = buildPath(call.path, options.params);
  if (options.query) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query as Record<string, unknown>)) {
      if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
    }
    const qs = search.toString();
    if (qs) url += `?${qs}`;
  }
  const onServer = typeof window === 'undefined';
  // A page render reuses what the API answers everyone alike (shared-answers.ts).
  const shared = onServer && call.method === 'GET' ? sharedAnswer(url) : undefined;
  if (shared !== undefined) return shared as Answer<CallData<C>>;
  const headers: Record<string, string> = {};
  // Admin calls speak for the staff session only, never for the member signed in on the same browser.
  const staffCall = call.auth === 'staff';
  const token = onServer ? null : staffCall ? readStaffToken() : readToken();
  if (token) headers.Authorization = token;
  // A server-side call goes over loopback: compressing the answer there and inflating it here would only
  // cost CPU twice (Node's fetch asks for gzip by default).
  if (onServer) headers['Accept-Encoding'] = 'identity';
  if (onServer && options.request) {
    for (const name of FORWARDED_HEADERS) {
      const value = options.request.headers.get(name);
      if (value) headers[name] = value;
    }
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  } else if (call.method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = '{}';
  }
  try {
    // In the browser the stored token alone speaks for the viewer: reads go without the session cookie,
    // so a browser that signed out locally sees the guest view (the cookie serves the server render).
    const credentials = !onServer && call.method === 'GET' && !staffCall ? 'omit' : 'same-origin';
    const response = await sendApiRequest(apiBase(), url, {
      method: call.method,
      headers,
      body,
      credentials,
    });
    const answer = (await response.json()) as Answer<CallData<C>>;
    if (onServer && call.method === 'GET') keepIfShared(url, answer, response.headers);
    if (answer.code === Code.unauthenticated && !onServer && !options.quiet4001) {
      if (staffCall) {
        clearStaffSession();
        onStaffUnauthenticated();
      } else {
        clearSession();
        onUnauthenticated();
      }
    }
    return answer;
  } catch {
    return {
      code: -1,
      msg: onServer ? M.serverError : '网络错误，请稍后重试',
      data: null as CallData<C>,
    };
  }
}

/**
 * A refused answer as TanStack Query holds it: the server's Chinese msg, and its code for the few screens
 * that treat one refusal apart (e.g. 4001, which the client already answers by going to /login).
 */
export class ApiRefusal extends Error {
  constructor(
    readonly code: number,
    msg: string,
  ) {
    super(msg);
    this.name = 'ApiRefusal';
  }
}

/** The code of a failed query's error: the refusal's code, or null for an error that is not a refusal. */
export function refusalCode(error: unknown): number | null {
  return error instanceof ApiRefusal ? error.code : null;
}

/** For TanStack Query: resolves with data on 200, rejects with an `ApiRefusal` (the msg) otherwise. */
export async function fetchData<C extends AnyCall>(
  call: C,
  options: CallOptions<C> = {},
): Promise<CallData<C>> {
  const answer = await callApi(call, options);
  if (answer.code !== Code.ok) throw new ApiRefusal(answer.code, answer.msg);
  return answer.data;
}

/**
 * A loader's view of one answer: the data on 200, else null with the server's msg as `error`. `code` is
 * there for the few loaders whose page depends on which refusal it was (see `refusalStatus`).
 */
export async function loadData<C extends AnyCall>(
  call: C,
  options: CallOptions<C> = {},
): Promise<{ data: CallData<C> | null; error: string | null; code: number }> {
  const answer = await callApi(call, options);
  return answer.code === Code.ok
    ? { data: answer.data, error: null, code: answer.code }
    : { data: null, error: answer.msg, code: answer.code };
}

/**
 * The HTTP status of a server-rendered detail page whose call was refused: an unknown or malformed id is a
 * 404 (crawlers drop the page); anything else (the API down or failing) is a 503 so that they come back.
 */
export function refusalStatus(code: number): 404 | 503 {
  return code === Code.notFound || code === Code.invalid ? 404 : 503;
}
