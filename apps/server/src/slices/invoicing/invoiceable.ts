import {
  fillMessage,
  fromCents,
  invoiceableCents,
  invoiceMessages,
  toCents,
  type Cents,
} from '@app/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { refuse } from '../../kernel/errors/index.ts';
import type { PaidRecharge } from '../wallet/index.ts';
import { invoiceRecords } from './schema.ts';

/** What is still invoiceable on the order, leaving out `exceptRecordId` (the record being modified). */
export async function remainingCents(tx: DbOrTx, order: PaidRecharge, exceptRecordId = 0): Promise<Cents> {
  const records = await tx
    .select({ status: invoiceRecords.status, amount: invoiceRecords.amount })
    .from(invoiceRecords)
    .where(and(eq(invoiceRecords.rechargeOrderId, order.id), ne(invoiceRecords.id, exceptRecordId)));
  return invoiceableCents(
    toCents(order.amount),
    records.map((r) => ({ status: r.status, cents: toCents(r.amount) })),
  );
}

/**
 * Refuses an amount above what is left. Callers hold the order's row lock (lockPaidRecharge), so the
 * records read here cannot change before their own insert or update commits.
 */
export async function assertInvoiceable(
  tx: DbOrTx,
  order: PaidRecharge,
  amount: string,
  exceptRecordId = 0,
): Promise<void> {
  const left = await remainingCents(tx, order, exceptRecordId);
  if (left === 0) throw refuse(invoiceMessages.nothingInvoiceable);
  if (toCents(amount) > left)
    throw refuse(fillMessage(invoiceMessages.amountExceeds, { amount: fromCents(left) }));
}
