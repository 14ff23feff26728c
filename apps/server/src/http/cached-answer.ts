import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD_BYTES, encodeOnce, negotiateEncoding, type Encoding } from './compression.ts';

/** A guest's answer kept for reuse: its JSON once, and each encoding of it compressed once on demand. */
export interface CachedAnswer {
  body: Buffer;
  encoded(encoding: Encoding): Promise<Buffer>;
  /** When it was answered (Date.now()): what is left of its freshness goes out with it (route.ts). */
  storedAt: number;
}

export function cachedAnswer(json: string, now = Date.now()): CachedAnswer {
  const body = Buffer.from(json);
  return { body, encoded: encodeOnce(body), storedAt: now };
}

/**
 * Sends a reused answer. Compressing it per request would cost more than producing it did (a guest list
 * is served ~15k times a second from memory), so the compressed bytes are kept with the entry and
 * Content-Encoding is set here, which @fastify/compress takes as "already done".
 */
export async function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8');
  const encoding =
    answer.body.length >= COMPRESS_THRESHOLD_BYTES
      ? negotiateEncoding(request.headers['accept-encoding'])
      : null;
  if (!encoding) return reply.send(answer.body);
  return reply
    .header('vary', 'Accept-Encoding')
    .header('content-encoding', encoding)
    .send(await answer.encoded(encoding));
}
