import { answerSchema, Code, M, type Answer, type CallData, type CallDef, type CallBody, type CallParams, type CallQuery } from '@app/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, AppContext, SessionUser } from '../app-context.ts';
import { AppError } from './answer.ts';

type AnyCall = CallDef<any, any, any, any, any>;

export interface RouteInput<C extends AnyCall, U> {
  query: CallQuery<C>;
  body: CallBody<C>;
  params: CallParams<C>;
  /** The signed-in member; non-null on 'required' calls. */
  user: U;
  request: FastifyRequest;
  reply: FastifyReply;
  ctx: AppContext;
}

type UserFor<C extends AnyCall> = C['auth'] extends 'required' ? SessionUser : SessionUser | null;

/**
 * Registers one contract call: validation and OpenAPI come from the call's zod schemas, the session is
 * resolved per `call.auth`, and the handler returns an `{code, msg, data}` answer (usually via `ok()`).
 * Handlers stay thin: validate (done here), authorise, call a domain function, present.
 */
export function route<C extends AnyCall>(
  app: App,
  call: C,
  handler: (input: RouteInput<C, UserFor<C>>) => Promise<Answer<CallData<C>>> | Answer<CallData<C>>,
): void {
  app.route({
    method: call.method,
    url: call.path,
    schema: {
      summary: call.summary,
      tags: [call.tag],
      ...(call.auth !== 'none' ? { security: [{ bearer: [] }] } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      ...(call.params ? { params: call.params } : {}),
      response: { 200: answerSchema(call.data) },
    },
    handler: async (request, reply) => {
      const ctx = app.ctx;
      const user = await ctx.sessions.userFromRequest(request);
      if (call.auth === 'required' && !user) throw new AppError(Code.unauthenticated, M.unauthenticated);
      return handler({
        query: request.query as CallQuery<C>,
        body: request.body as CallBody<C>,
        params: request.params as CallParams<C>,
        user: user as UserFor<C>,
        request,
        reply,
        ctx,
      });
    },
  });
}
