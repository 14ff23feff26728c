import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Code } from '@app/contract';
import { walletMessages } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import type { PaymentProviders } from '../../platform/payments/create-payments.ts';
import { refreshRecharge } from './refresh-recharge.ts';
import { RECHARGE_STATUS, rechargeOrders } from './schema.ts';

/** While the payer's page polls, the provider is asked about a pending order at most this often. */
const POLL_QUERY_EVERY_MS = 10_000;

/**
 * A member's own recharge order (another member's answers "not found"). While it is pending and was not
 * asked about in the last 10 seconds, the provider is asked first, so a lost notify is settled while the
 * payer is still watching; a provider failure only means the stored state is answered.
 */
export async function readRechargeOrder(
  db: Db,
  providers: PaymentProviders,
  userId: number,
  orderNo: string,
  onError: (error: unknown) => void = () => {},
) {
  const own = and(eq(rechargeOrders.orderNo, orderNo), eq(rechargeOrders.userId, userId));
  const [order] = await db.select().from(rechargeOrders).where(own);
  if (!order) throw new DomainError(Code.notFound, walletMessages.orderNotFound);
  if (order.status !== RECHARGE_STATUS.pending) return order;
  const now = new Date();
  const threshold = new Date(now.getTime() - POLL_QUERY_EVERY_MS);
  const [claimed] = await db
    .update(rechargeOrders)
    .set({ lastQueriedAt: now })
    .where(
      and(
        eq(rechargeOrders.id, order.id),
        eq(rechargeOrders.status, RECHARGE_STATUS.pending),
        or(isNull(rechargeOrders.lastQueriedAt), lt(rechargeOrders.lastQueriedAt, threshold)),
      ),
    )
    .returning();
  if (!claimed) return order;
  try {
    await refreshRecharge(db, providers, claimed, now);
  } catch (error) {
    onError(error);
  }
  const [fresh] = await db.select().from(rechargeOrders).where(own);
  return fresh ?? order;
}
