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
   * What the caller gets when params/query/body do not fit (`part` says which): a redirect or an HTML page
   * for a browser navigation, an HTTP status for a media player. Without it the answer is the API's
   * `{code: 4022, msg}`.
   */
  invalid?: (request: FastifyRequest, reply: FastifyReply, part: 'params' | 'query' | 'body') => unknown;
  /** Listed in the OpenAPI document with this summary and tag; hidden when absent. */
  doc?: { summary: string; tag: string };
}

export interface RawRouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A route outside the contract (redirects, HTML pages, file bytes, HLS playlists and keys, health checks): no
 * `{code, msg, data}` envelope, in the OpenAPI document only when `doc` says so, but its params, query and body are zod-checked and typed like a
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
    schema: spec.doc ? { summary: spec.doc.summary, tags: [spec.doc.tag] } : { hide: true },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const params = check(spec.params, request.params);
      const query = check(spec.query, request.query);
      const body = check(spec.body, request.body);
      if (!params.ok || !query.ok || !body.ok) {
        const part = !params.ok ? 'params' : !query.ok ? 'query' : 'body';
        if (spec.invalid) return spec.invalid(request, reply, part);
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
