import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * 'required' / 'optional': a member's session; 'none': the same answer for everyone (no session looked up);
 * 'staff': the back office (docs/spec-decisions.md "Back office") — a staff session, never a member's
 * (apps/server/src/slices/admin).
 */
export type AuthMode = 'required' | 'optional' | 'none' | 'staff';

/**
 * One HTTP call of the contract: the single source for server validation, OpenAPI and the web client.
 * `path` uses Fastify's `:param` syntax; `auth` says whether a session is required (4001 otherwise).
 */
export interface CallDef<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  D extends z.ZodType = z.ZodType,
  A extends AuthMode = AuthMode,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  /** Kept as a literal type so that handlers of 'required' calls get a non-null user. */
  auth: A;
  query?: Q;
  body?: B;
  params?: P;
  data: D;
  /**
   * The answer also carries `message`, the same text as `msg`, success or refusal: 001 §7's invoice calls
   * read `message` ("All answers are read as {code, msg, data} (invoice calls read message)").
   */
  echoMessage?: true;
  /**
   * A GET that changes state (the spec's delUserPut, userGuanzhu, the replies list that marks them read): like
   * every POST/PUT/DELETE it takes its session from the bearer header only, never from the session cookie
   * alone, so a link or redirect from another site cannot drive it (docs/spec-decisions.md "…state-changing
   * GETs, a safe default start"). Reads keep the cookie.
   */
  writes?: true;
}

export function defineCall<
  D extends z.ZodType,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  const A extends AuthMode = AuthMode,
>(def: CallDef<Q, B, P, D, A>): CallDef<Q, B, P, D, A> {
  return def;
}

/** Marks every call of a group as answering `message` beside `msg` (see `CallDef.echoMessage`). */
export function withMessageEcho<T extends Record<string, CallDef<any, any, any, any, any>>>(calls: T): T {
  for (const call of Object.values(calls)) call.echoMessage = true;
  return calls;
}

type InferOr<T, Else> = T extends z.ZodType ? z.infer<T> : Else;
/** The call definition behind a definition or a web route. */
type DefOf<C> = C extends CallRoute<infer D> ? D : C;
export type CallQuery<C> =
  DefOf<C> extends CallDef<infer Q, any, any, any, any> ? InferOr<Q, undefined> : never;
export type CallBody<C> =
  DefOf<C> extends CallDef<any, infer B, any, any, any> ? InferOr<B, undefined> : never;
export type CallParams<C> =
  DefOf<C> extends CallDef<any, any, infer P, any, any> ? InferOr<P, undefined> : never;
export type CallData<C> = DefOf<C> extends CallDef<any, any, any, infer D, any> ? z.infer<D> : never;
/** What a client sends: zod *input* types, so defaults and coercions stay optional on the client side. */
export type CallBodyInput<C> =
  DefOf<C> extends CallDef<any, infer B, any, any, any>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type CallQueryInput<C> =
  DefOf<C> extends CallDef<infer Q, any, any, any, any>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;

declare const routeOf: unique symbol;

/**
 * What the web bundle holds of a call: how to reach it (src/web-routes.ts). The zod schemas stay with the
 * server; the brand carries their types only, so CallData<>, CallBodyInput<> and friends work on a route.
 */
export interface CallRoute<C = CallDef<any, any, any, any, any>> {
  method: HttpMethod;
  path: string;
  auth: AuthMode;
  readonly [routeOf]: C;
}

/** Builds a slice's route table from `[method, path, auth]` rows (the generated src/web-routes.ts). */
export function callRoutes<T extends Record<string, unknown>>(rows: {
  [K in keyof T]: readonly [HttpMethod, string, AuthMode];
}): { [K in keyof T]: CallRoute<T[K]> } {
  const table: Record<string, { method: HttpMethod; path: string; auth: AuthMode }> = {};
  for (const [name, [method, path, auth]] of Object.entries(rows) as [
    string,
    readonly [HttpMethod, string, AuthMode],
  ][])
    table[name] = { method, path, auth };
  return table as unknown as { [K in keyof T]: CallRoute<T[K]> };
}
