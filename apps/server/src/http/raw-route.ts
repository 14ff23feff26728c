import { Code, M } from '@app/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import { DomainError } from '../kernel/errors/index.ts';

type Schema = z.ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

export interface RawRouteSpec<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
> {
  method: HTTPMethods;
  url: string;
  /** zod schemas for the path parameters, the query string and the (already parsed) body. */
  params?: P;
  query?: Q;
  body?: B;
  /** Fastify options other than the schema (bodyLimit, …). */
  options?: Omit<RouteShorthandOptions, 'schema'>;
  /**
   * What a browser navigation gets when params/query/body do not fit: a redirect or an HTML page, as the
   * route's other failures. Without it the answer is the API's `{code: 4022, msg}`.
   */
  invalid?: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

export interface RawRouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A route outside the contract (redirects, HTML pages, file bytes, health checks): no `{code, msg, data}`
 * envelope and not in the OpenAPI document, but its params, query and body are zod-checked and typed like a
 * contract call's, instead of cast from `request`.
 */
export function rawRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(
  app: FastifyInstance<any, any, any, any, any>,
  spec: RawRouteSpec<P, Q, B>,
  handler: (input: RawRouteInput<Parsed<P>, Parsed<Q>, Parsed<B>>) => unknown,
): void {
  app.route({
    ...spec.options,
    method: spec.method,
    url: spec.url,
    schema: { hide: true },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const params = check(spec.params, request.params);
      const query = check(spec.query, request.query);
      const body = check(spec.body, request.body);
      if (!params.ok || !query.ok || !body.ok) {
        if (spec.invalid) return spec.invalid(request, reply);
        throw new DomainError(Code.invalid, [params, query, body].find((r) => !r.ok)?.msg ?? M.badRequest);
      }
      return handler({
        params: params.value as Parsed<P>,
        query: query.value as Parsed<Q>,
        body: body.value as Parsed<B>,
        request,
        reply,
      });
    },
  });
}

type Checked = { ok: true; value: unknown; msg?: undefined } | { ok: false; msg: string };

function check(schema: Schema | undefined, value: unknown): Checked {
  if (!schema) return { ok: true, value: undefined };
  const result = schema.safeParse(value ?? {});
  if (result.success) return { ok: true, value: result.data };
  const message = result.error.issues[0]?.message ?? '';
  return { ok: false, msg: /[\u4e00-\u9fa5]/.test(message) ? message : M.badRequest };
}
