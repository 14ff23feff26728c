import { and, eq, sql } from 'drizzle-orm';
import { RECHARGE_EXPIRES_MINUTES } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { PaymentProviders } from '../../platform/payments/create-payments.ts';
import { RECHARGE_STATUS, rechargeOrders } from './schema.ts';
import { settleRecharge } from './settle-recharge.ts';

type RechargeRow = typeof rechargeOrders.$inferSelect;

export const RECHARGE_TTL_MS = RECHARGE_EXPIRES_MINUTES * 60_000;

/**
 * The active query for one pending recharge: asks its provider; a payment the provider confirms is settled
 * exactly as a notify would be (a lost notify is not a lost payment). An unpaid order past its 30 minutes
 * is closed at the provider and here. Provider failures throw: the order stays pending and is asked again.
 */
export async function refreshRecharge(
  db: Db,
  providers: PaymentProviders,
  order: RechargeRow,
  now = new Date(),
): Promise<'paid' | 'closed' | 'pending' | string> {
  const provider = providers.byId(order.provider);
  const expired = now.getTime() - order.createdAt.getTime() >= RECHARGE_TTL_MS;
  if (provider) {
    const state = await provider.queryPayment(order.orderNo);
    if (state.state === 'paid') {
      const result = await settleRecharge(db, provider, state.payment);
      return result === 'credited' || result === 'already_paid' ? 'paid' : result;
    }
    if (!expired && state.state !== 'closed') return 'pending';
    if (state.state !== 'closed') await provider.closePayment(order.orderNo);
  } else if (!expired) {
    return 'pending';
  }
  const closed = await db
    .update(rechargeOrders)
    .set({ status: RECHARGE_STATUS.closed, closedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(rechargeOrders.id, order.id), eq(rechargeOrders.status, RECHARGE_STATUS.pending)))
    .returning({ id: rechargeOrders.id });
  return closed.length ? 'closed' : 'pending';
}
