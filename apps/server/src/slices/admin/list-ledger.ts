import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../kernel/members/index.ts';
import { rechargeOrders, walletEntries } from '../wallet/schema.ts';
import { containsPattern, dayRange, memberColumns } from './table-query.ts';

export interface LedgerFilter {
  keywords: string;
  user_id: number;
  action: number;
  source_type: string;
  from: string;
  to: string;
}

function ledgerWhere(filter: LedgerFilter): SQL | undefined {
  const list: SQL[] = [...dayRange(walletEntries.createdAt, filter.from, filter.to)];
  if (filter.user_id) list.push(eq(walletEntries.userId, filter.user_id));
  if (filter.action) list.push(eq(walletEntries.action, filter.action));
  if (filter.source_type) list.push(eq(walletEntries.sourceType, filter.source_type as 'order'));
  if (filter.keywords) {
    const pattern = containsPattern(filter.keywords);
    list.push(
      or(
        ilike(users.phone, pattern),
        ilike(walletEntries.sourceNo, pattern),
        ilike(walletEntries.title, pattern),
      )!,
    );
  }
  return list.length ? and(...list) : undefined;
}

/** Ledger entries of every member, newest first. */
export async function listLedger(db: Db, filter: LedgerFilter, page: { offset: number; limit: number }) {
  const condition = ledgerWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: walletEntries, member: memberColumns })
      .from(walletEntries)
      .innerJoin(users, eq(users.id, walletEntries.userId))
      .where(condition)
      .orderBy(desc(walletEntries.id))
      .limit(page.limit)
      .offset(page.offset * page.limit),
    db
      .select({ n: count() })
      .from(walletEntries)
      .innerJoin(users, eq(users.id, walletEntries.userId))
      .where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export interface RechargeFilter {
  keywords: string;
  status: number;
  from: string;
  to: string;
}

/** Recharge orders with their member, newest first. */
export async function listRecharges(db: Db, filter: RechargeFilter, page: { offset: number; limit: number }) {
  const list: SQL[] = [...dayRange(rechargeOrders.createdAt, filter.from, filter.to)];
  if (filter.status >= 0) list.push(eq(rechargeOrders.status, filter.status));
  if (filter.keywords) {
    const pattern = containsPattern(filter.keywords);
    list.push(
      or(
        ilike(rechargeOrders.orderNo, pattern),
        ilike(rechargeOrders.tradeNo, pattern),
        ilike(users.phone, pattern),
      )!,
    );
  }
  const condition = list.length ? and(...list) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: rechargeOrders, member: memberColumns })
      .from(rechargeOrders)
      .innerJoin(users, eq(users.id, rechargeOrders.userId))
      .where(condition)
      .orderBy(desc(rechargeOrders.id))
      .limit(page.limit)
      .offset(page.offset * page.limit),
    db
      .select({ n: count() })
      .from(rechargeOrders)
      .innerJoin(users, eq(users.id, rechargeOrders.userId))
      .where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function readRecharge(db: Db, id: number) {
  const [row] = await db
    .select({ row: rechargeOrders, member: memberColumns })
    .from(rechargeOrders)
    .innerJoin(users, eq(users.id, rechargeOrders.userId))
    .where(eq(rechargeOrders.id, id));
  return row ?? null;
}
