import { Code, walletCalls, walletMessages } from '@app/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { App } from '../../app-context.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { ok } from '../../http/answer.ts';
import { rawRoute } from '../../http/raw-route.ts';
import { cspNonceOf } from '../../http/security-headers.ts';
import { route } from '../../http/route.ts';
import { sandboxCashierPath } from '../../platform/payments/sandbox-pay.ts';
import { renderCashierPage } from './cashier-page.ts';
import { paySandboxRecharge } from './pay-sandbox.ts';
import { paymentProviders } from './payment-providers.ts';
import { rechargeOrders } from './schema.ts';

const validOrderNo = (value: string) => /^[A-Za-z0-9_-]{1,64}$/.test(value);
const orderParams = z.object({ order_no: z.string() });
/** The page's form: 确认支付 or 模拟通知丢失 (intent=lose). */
const payForm = z.object({ intent: z.string().optional() }).catch({});

/** The sandbox's answer for an outcome that paid nothing new (a notify the ledger refused). */
const refusedNotify = (outcome: string) => `${walletMessages.sandboxNotifyRefused}（${outcome}）`;

/**
 * The sandbox cashier (outside production only): the page its QR code opens, the page's 确认支付, and
 * POST /api/dev/cashier/{order_no}/pay for scripts. All three pay through paySandboxRecharge.
 */
export function registerCashierRoutes(app: App): void {
  const page = async (
    reply: FastifyReply,
    orderNo: string,
    status = 200,
    notice?: { kind: 'ok' | 'error'; text: string },
  ) => {
    const order = validOrderNo(orderNo)
      ? ((await app.ctx.db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo)))[0] ??
        null)
      : null;
    const shown = order && order.provider === 'sandbox' ? order : null;
    const html = renderCashierPage({
      order: shown,
      action: shown ? sandboxCashierPath(shown.orderNo) : '#',
      notice:
        notice ??
        (shown
          ? undefined
          : { kind: 'error', text: order ? walletMessages.sandboxOnly : walletMessages.orderNotFound }),
      nonce: cspNonceOf(reply),
    });
    return reply
      .status(shown || status !== 200 ? status : 404)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  };

  rawRoute(app, { method: 'GET', url: '/dev/cashier/:order_no', params: orderParams }, ({ params, reply }) =>
    page(reply, params.order_no),
  );

  void app.register(async (scope) => {
    // The page's form posts urlencoded bodies, which Fastify does not parse by itself.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    const pay = {
      method: 'POST',
      url: '/dev/cashier/:order_no',
      params: orderParams,
      body: payForm,
    } as const;
    rawRoute(scope, pay, async ({ params, body, reply }) => {
      const orderNo = params.order_no;
      if (!validOrderNo(orderNo)) return page(reply, orderNo, 404);
      const intent = body.intent;
      try {
        const { outcome } = await paySandboxRecharge(app.ctx.db, paymentProviders(app.ctx), orderNo, {
          loseNotify: intent === 'lose',
        });
        const text =
          outcome === 'credited'
            ? walletMessages.sandboxPaid
            : outcome === 'notify_lost'
              ? walletMessages.sandboxLost
              : outcome === 'already_paid'
                ? walletMessages.sandboxAlreadyPaid
                : refusedNotify(outcome);
        return page(reply, orderNo, 200, {
          kind:
            outcome === 'credited' || outcome === 'notify_lost' || outcome === 'already_paid'
              ? 'ok'
              : 'error',
          text,
        });
      } catch (error) {
        if (error instanceof DomainError)
          return page(reply, orderNo, 200, { kind: 'error', text: error.message });
        throw error;
      }
    });
  });

  route(app, walletCalls.devCashierPay, async ({ params, body, ctx }) => {
    const { order, outcome } = await paySandboxRecharge(ctx.db, paymentProviders(ctx), params.order_no, {
      loseNotify: body?.lose_notify === true,
    });
    const msg =
      outcome === 'credited'
        ? walletMessages.sandboxPaid
        : outcome === 'notify_lost'
          ? walletMessages.sandboxLost
          : outcome === 'already_paid'
            ? walletMessages.sandboxAlreadyPaid
            : null;
    if (!msg) throw new DomainError(Code.refused, refusedNotify(outcome));
    return ok({ order_no: order.orderNo, status: order.status, credited: outcome === 'credited' }, msg);
  });
}
