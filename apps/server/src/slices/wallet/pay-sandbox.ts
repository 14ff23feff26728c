import { eq } from 'drizzle-orm';
import { Code, walletMessages } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import type { PaymentProviders } from '../../platform/payments/create-payments.ts';
import { receiveNotify } from './receive-notify.ts';
import { RECHARGE_STATUS, rechargeOrders } from './schema.ts';

export type SandboxPayOutcome = 'credited' | 'already_paid' | 'notify_lost' | string;

/**
 * 确认支付 on the sandbox cashier (page or API): the sandbox records the payment in its own books, then
 * sends its HMAC-signed notify through receiveNotify, the same path real notifies take. With loseNotify
 * the notify is dropped on purpose, leaving the payment for the active query to find.
 */
export async function paySandboxRecharge(
  db: Db,
  providers: PaymentProviders,
  orderNo: string,
  options: { loseNotify?: boolean } = {},
) {
  const sandbox = providers.sandbox;
  const [order] = await db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo));
  if (!sandbox || !order) throw new DomainError(Code.notFound, walletMessages.orderNotFound);
  if (order.provider !== sandbox.id) throw new DomainError(Code.refused, walletMessages.sandboxOnly);
  if (order.status === RECHARGE_STATUS.closed)
    throw new DomainError(Code.refused, walletMessages.sandboxClosed);
  let outcome: SandboxPayOutcome = 'already_paid';
  if (order.status === RECHARGE_STATUS.pending) {
    const paid = await sandbox.markPaid(order.orderNo, order.amount);
    if (options.loseNotify) outcome = 'notify_lost';
    else
      outcome = (
        await receiveNotify(
          db,
          sandbox,
          sandbox.signedNotify({ orderNo: order.orderNo, amount: paid.amount, tradeNo: paid.tradeNo }),
        )
      ).result;
  }
  const [fresh] = await db.select().from(rechargeOrders).where(eq(rechargeOrders.id, order.id));
  return { order: fresh!, outcome };
}
