import { Code, fromCents, InvoiceRecordStatus, invoiceMessages, toCents } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { DomainError, refuse } from '../../kernel/errors/index.ts';
import { lockOwnOrder, type InvoiceRequest } from './apply-invoice.ts';
import { assertInvoiceable } from './invoiceable.ts';
import { findOwnInvoiceInfo } from './list-invoice-infos.ts';
import { snapshotOf } from './present-invoice-info.ts';
import { invoiceRecords } from './schema.ts';

async function findOwnRecord(tx: DbOrTx, userId: number, id: number) {
  const [row] = await tx
    .select()
    .from(invoiceRecords)
    .where(and(eq(invoiceRecords.id, id), eq(invoiceRecords.userId, userId)));
  if (!row) throw new DomainError(Code.notFound, invoiceMessages.recordNotFound);
  return row;
}

/**
 * Changes a pending request (001 §4: only status 1 may be modified): header, amount and remark. The order
 * is locked first and the record re-read under the lock, so a modify racing an issue or another modify
 * sees the outcome of the other.
 */
export async function modifyInvoice(db: Db, userId: number, recordId: number, request: InvoiceRequest) {
  return db.transaction(async (tx) => {
    const before = await findOwnRecord(tx, userId, recordId);
    if (before.rechargeOrderId !== request.rechargeOrderId)
      throw new DomainError(Code.notFound, invoiceMessages.recordOrderMismatch);
    const order = await lockOwnOrder(tx, userId, before.rechargeOrderId);
    const record = await findOwnRecord(tx, userId, recordId);
    if (record.status !== InvoiceRecordStatus.pending) throw refuse(invoiceMessages.notModifiable);
    const info = await findOwnInvoiceInfo(tx, userId, request.invoiceInfoId);
    await assertInvoiceable(tx, order, request.amount, record.id);
    const [row] = await tx
      .update(invoiceRecords)
      .set({
        invoiceInfoId: info.id,
        header: snapshotOf(info),
        amount: fromCents(toCents(request.amount)),
        remark: request.remark,
        updatedAt: new Date(),
      })
      .where(and(eq(invoiceRecords.id, record.id), eq(invoiceRecords.status, InvoiceRecordStatus.pending)))
      .returning();
    // Issued between the read above and this update (issuing does not take the order lock).
    if (!row) throw refuse(invoiceMessages.notModifiable);
    return { row, order };
  });
}
