import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { entitlements } from '../../kernel/entitlements/index.ts';
import { users } from '../../kernel/members/index.ts';
import { type OrderRow } from '../commerce/index.ts';
import { orders } from '../commerce/schema.ts';
import { walletEntries, type WalletSourceType } from '../wallet/schema.ts';
import { containsPattern, dayRange, memberColumns } from './table-query.ts';

export interface OrderFilter {
  keywords: string;
  user_id: number;
  status: number;
  product_type: number;
  from: string;
  to: string;
  sort: 'created_at' | 'pay_time' | 'total_amount';
  order: 'asc' | 'desc';
}

type Member = { id: number; name: string; phone: string };
export type OrderWithMember = { row: OrderRow; member: Member };

export function productOrderWhere(filter: OrderFilter): SQL | undefined {
  const list: SQL[] = [...dayRange(orders.createdAt, filter.from, filter.to)];
  if (filter.user_id) list.push(eq(orders.userId, filter.user_id));
  if (filter.status >= 0) list.push(eq(orders.status, filter.status));
  if (filter.product_type) list.push(eq(orders.productType, filter.product_type));
  if (filter.keywords) {
    const pattern = containsPattern(filter.keywords);
    list.push(
      or(ilike(orders.orderNo, pattern), ilike(orders.productName, pattern), ilike(users.phone, pattern))!,
    );
  }
  return list.length ? and(...list) : undefined;
}

/**
 * How many product orders a filter matches. Only a keyword search reads the member (their phone); otherwise
 * every order has its member (user_id is a member reference), so the count skips the join.
 */
export async function countProductOrders(db: Db, filter: OrderFilter): Promise<number> {
  const condition = productOrderWhere(filter);
  const [total] = filter.keywords
    ? await db
        .select({ n: count() })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(condition)
    : await db.select({ n: count() }).from(orders).where(condition);
  return total?.n ?? 0;
}

/** The ledger entries an order (product or VIP) moved for its member, oldest first, for its detail page. */
export function readLedgerLines(db: Db, userId: number, orderNo: string, sourceTypes: WalletSourceType[]) {
  return db
    .select({ entry: walletEntries, member: memberColumns })
    .from(walletEntries)
    .innerJoin(users, eq(users.id, walletEntries.userId))
    .where(
      and(
        eq(walletEntries.userId, userId),
        eq(walletEntries.sourceNo, orderNo),
        inArray(walletEntries.sourceType, sourceTypes),
      ),
    )
    .orderBy(asc(walletEntries.id));
}

/** One order with the ledger entries it moved, whether its right is held through it, and the balance now. */
export async function readOrderDetail(db: Db, id: number) {
  const [found] = await db
    .select({ row: orders, member: memberColumns, balance: users.integral })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!found) return null;
  const { row } = found;
  const [entries, [right]] = await Promise.all([
    readLedgerLines(db, row.userId, row.orderNo, ['order', 'bonus', 'refund']),
    db
      .select({ id: entitlements.id })
      .from(entitlements)
      .where(
        and(
          eq(entitlements.userId, row.userId),
          eq(entitlements.productType, row.productType),
          eq(entitlements.productId, row.productId),
          eq(entitlements.extendType, row.productExtendType as '' | 'web_link'),
          eq(entitlements.orderNo, row.orderNo),
        ),
      ),
  ]);
  return { row, member: found.member as Member, balance: found.balance, entries, entitled: Boolean(right) };
}
