import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type {
  IncomingNotify,
  NotifyReply,
  PaymentProvider,
} from '../../platform/payments/payment-provider.ts';
import { paymentNotifies } from './schema.ts';
import { settleRecharge } from './settle-recharge.ts';

/** Headers worth keeping with a notify (signature inputs and where it came from); never cookies. */
const KEPT_HEADERS =
  /^(content-type|user-agent|x-forwarded-for|x-real-ip|wechatpay-.*|x-sandbox-.*|request-id)$/;
export const MAX_NOTIFY_BYTES = 64 * 1024;

/**
 * One payment notification, from any provider, through one path: keep it raw, verify it with the provider's
 * rules, settle the order, record the outcome, and answer in the provider's format. A verified notify about
 * an order already paid is acknowledged (providers retry until they get a success).
 */
export async function receiveNotify(
  db: Db,
  provider: PaymentProvider,
  notify: IncomingNotify,
): Promise<{ reply: NotifyReply; result: string; orderNo: string | null }> {
  const headers = Object.fromEntries(
    Object.entries(notify.headers)
      .filter(([name, value]) => KEPT_HEADERS.test(name) && typeof value === 'string')
      .map(([name, value]) => [name, String(value).slice(0, 1024)]),
  );
  const [kept] = await db
    .insert(paymentNotifies)
    .values({ provider: provider.id, rawBody: notify.body.slice(0, MAX_NOTIFY_BYTES), headers })
    .returning({ id: paymentNotifies.id });
  const verdict = await provider.verifyNotify(notify);
  let result: string;
  if (!verdict.ok) result = `refused: ${verdict.reason}`;
  else result = await settleRecharge(db, provider, verdict.payment);
  const accepted = verdict.ok && !result.startsWith('refused');
  await db
    .update(paymentNotifies)
    .set({
      verified: verdict.ok,
      orderNo: verdict.ok ? verdict.payment.orderNo.slice(0, 64) : null,
      result: result.slice(0, 255),
    })
    .where(eq(paymentNotifies.id, kept!.id));
  return {
    reply: provider.notifyReply(accepted),
    result,
    orderNo: verdict.ok ? verdict.payment.orderNo : null,
  };
}
