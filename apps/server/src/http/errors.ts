import { Code, M, type Answer } from '@app/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError } from '../kernel/errors/index.ts';
import { databasePortOf, isUnstorableText, outageOf } from './outage.ts';

/**
 * One error handler for the whole API. Every failure becomes `{code, msg, data: null}`:
 * - DomainError: the domain's own refusal (HTTP 200, its code and Chinese msg);
 * - validation: the first issue's message (our schemas carry the spec's Chinese messages);
 * - Fastify client errors (bad JSON, body too large, wrong content type): their HTTP status, a Chinese msg;
 * - the database or the file storage down (restart, failover, full disk): HTTP 503 with Retry-After, code 5003
 *   and a Chinese msg naming which; the request changed nothing that the client has to fear (see outage.ts);
 * - text PostgreSQL cannot store (U+0000 in a body field whose rules let it through): 4022, a Chinese msg;
 * - anything else: logged with the request id, HTTP 500, a generic Chinese msg, never a stack trace.
 */
export function installErrorHandling(app: FastifyInstance, databaseUrl?: string): void {
  const databasePort = databasePortOf(databaseUrl);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      request.log.info({ code: error.code, msg: error.message }, 'refused');
      return reply.status(200).send(answer(error.code, error.message, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const msg =
        first?.message && /[\u4e00-\u9fa5]/.test(first.message)
          ? first.message
          : `参数错误：${fieldName(first?.instancePath)}`;
      return reply.status(200).send(answer(Code.invalid, msg));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(answer(Code.tooMany, M.tooManyRequests));
    if (status === 413) return reply.status(413).send(answer(Code.invalid, M.bodyTooLarge));
    if (status >= 400 && status < 500) {
      request.log.info({ err: error.message }, 'client error');
      return reply.status(status).send(answer(Code.invalid, M.badRequest));
    }
    if (isUnstorableText(error)) {
      request.log.info({ err: error.message }, 'unstorable text');
      return reply.status(200).send(answer(Code.invalid, M.nulCharacter));
    }
    const outage = outageOf(error, databasePort);
    if (outage) {
      request.log.warn({ err: error, outage }, 'outside service unavailable');
      const msg = outage === 'database' ? M.databaseUnavailable : M.storageUnavailable;
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(answer(Code.unavailable, `${msg}（请求编号 ${request.id}）`));
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return reply.status(500).send(answer(Code.serverError, `${M.serverError}（请求编号 ${request.id}）`));
  });

  // PostgreSQL cannot compare text holding U+0000 (a search for "\0" answered 500, found by the SQL
  // probes of attack/sql-injection.test.ts): a query string or path holding it is refused before any route
  // sees it, like any other bad input. Bodies are left to their fields (plain-text fields such as comments
  // and danmaku drop control characters and keep the rest of what the member wrote).
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.query) || holdsNul(request.params))
      throw new DomainError(Code.invalid, M.nulCharacter);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(answer(Code.notFound, M.notFound));
  });
}

function answer(code: number, msg: string, data: unknown = null): Answer<unknown> {
  return { code, msg, data };
}

/** Whether any string (or key) in a parsed query or path params holds U+0000. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 20 || Buffer.isBuffer(value)) return false;
  for (const [key, inner] of Object.entries(value))
    if (key.includes('\u0000') || holdsNul(inner, depth + 1)) return true;
  return false;
}

function fieldName(instancePath: string | undefined): string {
  return (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '请求';
}
