import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { PaymentProviders } from '../../platform/payments/create-payments.ts';
import { refreshRecharge } from './refresh-recharge.ts';
import { RECHARGE_STATUS, rechargeOrders } from './schema.ts';

/** A pending recharge is first asked about this long after it was created, then at most this often. */
export const QUERY_AFTER_MS = 60_000;
const BATCH = 100;

export interface ReconcileReport {
  checked: number;
  paid: number;
  closed: number;
  failed: number;
}

/**
 * The periodic active query: pending recharges older than a minute are claimed (last_queried_at moves in
 * one UPDATE, so two workers never ask about the same order at once) and refreshed one by one.
 */
export async function reconcileRecharges(
  db: Db,
  providers: PaymentProviders,
  onError: (orderNo: string, error: unknown) => void = () => {},
  now = new Date(),
): Promise<ReconcileReport> {
  const threshold = new Date(now.getTime() - QUERY_AFTER_MS);
  const due = db
    .select({ id: rechargeOrders.id })
    .from(rechargeOrders)
    .where(
      and(
        eq(rechargeOrders.status, RECHARGE_STATUS.pending),
        lt(rechargeOrders.createdAt, threshold),
        or(isNull(rechargeOrders.lastQueriedAt), lt(rechargeOrders.lastQueriedAt, threshold)),
      ),
    )
    .orderBy(asc(rechargeOrders.createdAt))
    .limit(BATCH);
  const claimed = await db
    .update(rechargeOrders)
    .set({ lastQueriedAt: now })
    .where(
      and(
        inArray(rechargeOrders.id, due),
        eq(rechargeOrders.status, RECHARGE_STATUS.pending),
        or(isNull(rechargeOrders.lastQueriedAt), lt(rechargeOrders.lastQueriedAt, threshold)),
      ),
    )
    .returning();
  const report: ReconcileReport = { checked: claimed.length, paid: 0, closed: 0, failed: 0 };
  for (const order of claimed) {
    try {
      const outcome = await refreshRecharge(db, providers, order, now);
      if (outcome === 'paid') report.paid += 1;
      else if (outcome === 'closed') report.closed += 1;
    } catch (error) {
      report.failed += 1;
      onError(order.orderNo, error);
    }
  }
  return report;
}
