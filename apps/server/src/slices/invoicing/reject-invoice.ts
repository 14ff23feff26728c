import { Code, InvoiceRecordStatus, invoiceMessages } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { DomainError, refuse } from '../../kernel/errors/index.ts';
import { invoiceRecords } from './schema.ts';

type RecordRow = typeof invoiceRecords.$inferSelect;

/**
 * Staff decline a pending request (wrong header, amount disputed, …): the record moves to 3 重新申请 with the
 * reason the member reads in 查看发票. It no longer holds any amount, so the member may apply again at once.
 * Conditional on status 1 like issuing: a request is issued or rejected, never both. `record` (the back
 * office's audit row) runs in the same transaction.
 */
export async function rejectInvoice(
  db: Db,
  input: { recordId: number; reason: string },
  record?: (tx: DbOrTx, change: { before: RecordRow; after: RecordRow }) => Promise<void>,
): Promise<RecordRow> {
  const reason = input.reason.trim();
  if (!reason) throw new DomainError(Code.invalid, invoiceMessages.rejectReasonRequired);
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(invoiceRecords)
      .where(eq(invoiceRecords.id, input.recordId))
      .for('update');
    if (!pending) throw new DomainError(Code.notFound, invoiceMessages.recordNotFound);
    if (pending.status !== InvoiceRecordStatus.pending) throw refuse(invoiceMessages.rejectNotPending);
    const [rejected] = await tx
      .update(invoiceRecords)
      .set({
        status: InvoiceRecordStatus.reapplying,
        rejectReason: reason.slice(0, 200),
        updatedAt: new Date(),
      })
      .where(and(eq(invoiceRecords.id, pending.id), eq(invoiceRecords.status, InvoiceRecordStatus.pending)))
      .returning();
    if (!rejected) throw refuse(invoiceMessages.rejectNotPending);
    await record?.(tx, { before: pending, after: rejected });
    return rejected;
  });
}
