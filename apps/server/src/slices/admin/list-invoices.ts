import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../kernel/members/index.ts';
import { invoiceRecords } from '../invoicing/schema.ts';
import { rechargeOrders } from '../wallet/schema.ts';
import { containsPattern, dayRange, memberColumns } from './table-query.ts';

export interface InvoiceFilter {
  offset: number;
  limit: number;
  /** 0 = every status. */
  status: number;
  keywords: string;
  from: string;
  to: string;
}

const columns = { record: invoiceRecords, member: memberColumns, order: rechargeOrders };
export type InvoiceListRow = {
  record: typeof invoiceRecords.$inferSelect;
  member: { id: number; name: string; phone: string };
  order: typeof rechargeOrders.$inferSelect;
};

function conditions(filter: Omit<InvoiceFilter, 'offset' | 'limit'>): SQL | undefined {
  const list: SQL[] = [...dayRange(invoiceRecords.createdAt, filter.from, filter.to)];
  if (filter.status) list.push(eq(invoiceRecords.status, filter.status));
  if (filter.keywords) {
    const pattern = containsPattern(filter.keywords);
    list.push(
      or(
        ilike(users.phone, pattern),
        ilike(rechargeOrders.orderNo, pattern),
        ilike(invoiceRecords.invoiceNo, pattern),
        sql`${invoiceRecords.header}->>'header_name' ilike ${pattern}`,
      )!,
    );
  }
  return list.length ? and(...list) : undefined;
}

/** Invoice requests with their member and recharge order; pending ones oldest first, the rest newest first. */
export async function listInvoices(db: Db, filter: InvoiceFilter) {
  const where = conditions(filter);
  const order = filter.status === 1 ? [asc(invoiceRecords.id)] : [desc(invoiceRecords.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(invoiceRecords)
      .innerJoin(users, eq(users.id, invoiceRecords.userId))
      .innerJoin(rechargeOrders, eq(rechargeOrders.id, invoiceRecords.rechargeOrderId))
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset * filter.limit),
    db
      .select({ n: count() })
      .from(invoiceRecords)
      .innerJoin(users, eq(users.id, invoiceRecords.userId))
      .innerJoin(rechargeOrders, eq(rechargeOrders.id, invoiceRecords.rechargeOrderId))
      .where(where),
  ]);
  return { rows: rows as InvoiceListRow[], total: total?.n ?? 0 };
}

export async function readInvoice(db: Db, id: number): Promise<InvoiceListRow | null> {
  const [row] = await db
    .select(columns)
    .from(invoiceRecords)
    .innerJoin(users, eq(users.id, invoiceRecords.userId))
    .innerJoin(rechargeOrders, eq(rechargeOrders.id, invoiceRecords.rechargeOrderId))
    .where(eq(invoiceRecords.id, id));
  return (row as InvoiceListRow | undefined) ?? null;
}
