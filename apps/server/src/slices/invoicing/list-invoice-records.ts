import { Code, invoiceMessages, type InvoiceRecord } from '@app/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { findPaidRecharges } from '../wallet/index.ts';
import { presentInvoiceRecord } from './present-invoice-record.ts';
import { invoiceRecords } from './schema.ts';

/** The records of one of the member's recharge orders, newest first (another member's order: 4004). */
export async function listInvoiceRecords(
  db: Db,
  storage: ObjectStorage,
  userId: number,
  query: { rechargeOrderId: number; limit: number },
): Promise<InvoiceRecord[]> {
  const [order] = await findPaidRecharges(db, userId, [query.rechargeOrderId]);
  if (!order) throw new DomainError(Code.notFound, invoiceMessages.orderNotFound);
  const rows = await db
    .select()
    .from(invoiceRecords)
    .where(eq(invoiceRecords.rechargeOrderId, order.id))
    .orderBy(desc(invoiceRecords.id))
    .limit(query.limit);
  return Promise.all(rows.map((row) => presentInvoiceRecord(row, order, storage)));
}
