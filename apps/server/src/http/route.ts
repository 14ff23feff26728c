import {
  answerSchema,
  Code,
  M,
  SHARED_ANSWER_HEADER,
  type Answer,
  type CallData,
  type CallDef,
  type CallBody,
  type CallParams,
  type CallQuery,
} from '@app/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { createTtlCache } from '../platform/cache/ttl-cache.ts';
import { cachedAnswer, sendCachedAnswer, type CachedAnswer } from './cached-answer.ts';
import { addLogFields, orderNumberOf } from './log-fields.ts';
import type { App, AppContext, SessionUser } from '../app-context.ts';
import { DomainError } from '../kernel/errors/index.ts';

type AnyCall = CallDef<any, any, any, any, any>;

export interface RouteInput<C extends AnyCall, U> {
  query: CallQuery<C>;
  body: CallBody<C>;
  params: CallParams<C>;
  /** The signed-in member; non-null on 'required' calls, always null on 'none' and 'staff' calls (never looked up). */
  user: U;
  request: FastifyRequest;
  reply: FastifyReply;
  ctx: AppContext;
}

type UserFor<C extends AnyCall> = C['auth'] extends 'required'
  ? SessionUser
  : C['auth'] extends 'none' | 'staff'
    ? null
    : SessionUser | null;

export interface RouteOptions {
  /**
   * The answer is the same for every guest (public lists, home sections): keep guests' serialized answers
   * per URL for PUBLIC_CACHE_SECONDS. Members always get a fresh, personalised answer.
   */
  guestCache?: boolean;
}

/** `message` beside `msg` for the calls whose documented client reads it (CallDef.echoMessage). */
async function echoMessage(_request: FastifyRequest, _reply: FastifyReply, payload: unknown) {
  if (payload && typeof payload === 'object' && 'msg' in payload)
    return { ...payload, message: (payload as { msg: unknown }).msg };
  return payload;
}

/** Cached guest answers per route: at most this many URLs (pages × categories × sorts) each. */
const GUEST_CACHE_ENTRIES = 2_000;

/**
 * Registers one contract call: validation and OpenAPI come from the call's zod schemas, the session is
 * resolved per `call.auth`, and the handler returns an `{code, msg, data}` answer (usually via `ok()`).
 * Handlers stay thin: validate (done here), authorise, call a domain function, present.
 */
export function route<C extends AnyCall>(
  app: App,
  call: C,
  handler: (input: RouteInput<C, UserFor<C>>) => Promise<Answer<CallData<C>>> | Answer<CallData<C>>,
  options: RouteOptions = {},
): void {
  const responseSchema = answerSchema(call.data, { echoMessage: call.echoMessage });
  const guestCache =
    options.guestCache && call.method === 'GET' && app.ctx.config.PUBLIC_CACHE_SECONDS > 0
      ? createTtlCache<CachedAnswer | null>({
          ttlSeconds: app.ctx.config.PUBLIC_CACHE_SECONDS,
          maxEntries: GUEST_CACHE_ENTRIES,
        })
      : null;
  // The same serializer Fastify uses for this route, so a cached answer is byte-for-byte a fresh one.
  const serialize = serializerCompiler({
    schema: responseSchema,
    method: call.method,
    url: call.path,
    httpStatus: '200',
  });
  app.route({
    method: call.method,
    url: call.path,
    // A GET that changes state is signed in by the bearer header only (sessions.ts, sessionCookieOf).
    ...(call.writes ? { config: { bearerOnly: true } } : {}),
    schema: {
      summary: call.summary,
      tags: [call.tag],
      ...(call.auth !== 'none' ? { security: [{ bearer: [] }] } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      ...(call.params ? { params: call.params } : {}),
      response: { 200: responseSchema },
    },
    // A call that needs a session answers 4001 to a guest before its input is looked at (the authorization
    // matrix, attack/authorization-matrix.test.ts): a guest's malformed request must not be told which field
    // is wrong (4022), and the client's 4001 handling (sign in again) must not depend on what the guest sent.
    // Added where the answer is serialized, so a refusal from the error handler (4001, 4022, a domain
    // refusal such as the invoice amount limit) carries it as a success does.
    ...(call.echoMessage ? { preSerialization: echoMessage } : {}),
    ...(call.auth === 'required'
      ? {
          preValidation: async (request: FastifyRequest) => {
            if (!(await app.ctx.sessions.userFromRequest(request)))
              throw new DomainError(Code.unauthenticated, M.unauthenticated);
          },
        }
      : {}),
    handler: async (request, reply) => {
      const ctx = app.ctx;
      // An 'none' call answers the same to everyone: no session lookup, and a member's read of it (the page
      // render forwards the member's cookie) is served from the guests' cache like anyone's. A 'staff' call
      // (the back office) never speaks for a member: the admin slice resolves its staff session itself.
      const user =
        call.auth === 'none' || call.auth === 'staff' ? null : await ctx.sessions.userFromRequest(request);
      if (call.auth === 'required' && !user) throw new DomainError(Code.unauthenticated, M.unauthenticated);
      if (user) addLogFields(request, reply, { memberId: user.id });
      const run = async () => {
        const answer = await handler({
          query: request.query as CallQuery<C>,
          body: request.body as CallBody<C>,
          params: request.params as CallParams<C>,
          user: user as UserFor<C>,
          request,
          reply,
          ctx,
        });
        const orderNo = orderNumberOf(answer.data);
        if (orderNo) addLogFields(request, reply, { orderNo });
        return answer;
      };
      if (!guestCache || user) return run();
      // Only successful answers are kept (null = answer afresh, e.g. a refusal).
      const cached = await guestCache.get(request.url, async () => {
        const answer = await run();
        return answer.code === Code.ok ? cachedAnswer(serialize(answer)) : null;
      });
      if (cached === null) return run();
      // The same for everyone for what is left of its freshness: the web's page renders reuse it that
      // long (SHARED_ANSWER_HEADER), so it is never older than a guest's copy would be.
      const freshFor = app.ctx.config.PUBLIC_CACHE_SECONDS - (Date.now() - cached.storedAt) / 1000;
      if (freshFor > 0) reply.header(SHARED_ANSWER_HEADER, freshFor.toFixed(2));
      return sendCachedAnswer(request, reply, cached);
    },
  });
}
