import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Adds fields to every later log line of this request, the "request completed" line included (Fastify
 * writes it through reply.log): who it was for once the session is known (memberId), which order it
 * touched (orderNo). Never the token, never personal data beyond the member's id.
 */
export function addLogFields(
  request: FastifyRequest,
  reply: FastifyReply,
  fields: Record<string, unknown>,
): void {
  const child = request.log.child(fields);
  request.log = child;
  reply.log = child;
}

/** An order number a request names in its path (/api/recharge/:order_no, /dev/cashier/:order_no, …). */
export function logOrderNumbers(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    const orderNo = (request.params as Record<string, unknown> | undefined)?.order_no;
    if (typeof orderNo === 'string' && /^[\w-]{1,64}$/.test(orderNo))
      addLogFields(request, reply, { orderNo });
  });
}

/** The order number an answer hands out (a purchase or recharge creates one), for the request's log. */
export function orderNumberOf(data: unknown): string | null {
  const answer = data as { order_no?: unknown; orderNo?: unknown } | null;
  const value = answer?.order_no ?? answer?.orderNo;
  return typeof value === 'string' && /^[\w-]{1,64}$/.test(value) ? value : null;
}
