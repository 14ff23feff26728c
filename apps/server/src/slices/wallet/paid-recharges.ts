import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { RECHARGE_STATUS, rechargeOrders } from './schema.ts';

/** A paid recharge order as other slices (invoicing) see it: amount in 元 as NUMERIC text. */
export interface PaidRecharge {
  id: number;
  orderNo: string;
  amount: string;
  payMethod: number;
  paidAt: Date | null;
}

const paidColumns = {
  id: rechargeOrders.id,
  orderNo: rechargeOrders.orderNo,
  amount: rechargeOrders.amount,
  payMethod: rechargeOrders.payMethod,
  paidAt: rechargeOrders.paidAt,
};

const paidBy = (userId: number) =>
  and(eq(rechargeOrders.userId, userId), eq(rechargeOrders.status, RECHARGE_STATUS.paid));

/** One page (1-based) of the member's paid recharge orders, latest payment first, and how many there are. */
export async function listPaidRecharges(
  db: DbOrTx,
  userId: number,
  page: { limit: number; page: number },
): Promise<{ rows: PaidRecharge[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(paidColumns)
      .from(rechargeOrders)
      .where(paidBy(userId))
      .orderBy(desc(rechargeOrders.paidAt), desc(rechargeOrders.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(rechargeOrders).where(paidBy(userId)),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** The member's paid recharge orders among `ids` (another member's or an unpaid order is simply absent). */
export async function findPaidRecharges(db: DbOrTx, userId: number, ids: number[]): Promise<PaidRecharge[]> {
  if (ids.length === 0) return [];
  return db
    .select(paidColumns)
    .from(rechargeOrders)
    .where(and(paidBy(userId), inArray(rechargeOrders.id, ids)));
}

/**
 * The member's paid recharge order, row-locked (SELECT … FOR UPDATE) until the caller's transaction ends:
 * whoever invoices against an order holds this lock, so two applications for one order run one after the
 * other and cannot together exceed its amount. Null when it is not the member's or not paid.
 */
export async function lockPaidRecharge(tx: DbOrTx, userId: number, id: number): Promise<PaidRecharge | null> {
  const [row] = await tx
    .select(paidColumns)
    .from(rechargeOrders)
    .where(and(paidBy(userId), eq(rechargeOrders.id, id)))
    .for('update');
  return row ?? null;
}
