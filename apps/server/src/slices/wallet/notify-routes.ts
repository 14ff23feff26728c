import { z } from 'zod';
import type { App } from '../../app-context.ts';
import { countPaymentNotify } from '../../http/metrics.ts';
import { rawRoute } from '../../http/raw-route.ts';
import { paymentProviders } from './payment-providers.ts';
import { MAX_NOTIFY_BYTES, receiveNotify } from './receive-notify.ts';

/**
 * POST /api/pay/notify/{wechat|alipay|sandbox}: the providers' payment notifications. The body is kept as
 * the exact text received (signatures cover the raw bytes), so this scope parses every content type as a
 * string. Answers are in each provider's own format, not the API envelope.
 */
export function registerNotifyRoutes(app: App): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: MAX_NOTIFY_BYTES },
      (_request, body, done) => done(null, body),
    );
    const notify = {
      method: 'POST',
      url: '/api/pay/notify/:provider',
      params: z.object({ provider: z.string() }),
      // The raw text as received; anything else (no body) is an empty notify the provider check refuses.
      body: z.string().catch(''),
    } as const;
    rawRoute(scope, notify, async ({ params, body, request, reply }) => {
      const provider = paymentProviders(app.ctx).byId(params.provider);
      if (!provider) return reply.callNotFound();
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [
          name.toLowerCase(),
          Array.isArray(value) ? value.join(', ') : value,
        ]),
      );
      try {
        const {
          reply: answer,
          result,
          orderNo,
        } = await receiveNotify(app.ctx.db, provider, {
          body,
          headers,
        });
        request.log.info({ provider: provider.id, result, orderNo }, 'payment notify');
        countPaymentNotify(request, provider.id, result);
        return reply.status(answer.status).type(answer.contentType).send(answer.body);
      } catch (error) {
        request.log.error({ err: error, provider: provider.id }, 'payment notify failed');
        countPaymentNotify(request, provider.id, 'error');
        const answer = provider.notifyReply(false);
        return reply.status(500).type(answer.contentType).send(answer.body);
      }
    });
  });
}
