import { Code, fromCents, InvoiceRecordStatus, invoiceMessages, toCents } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { DomainError, refuse } from '../../kernel/errors/index.ts';
import { lockPaidRecharge, type PaidRecharge } from '../wallet/index.ts';
import { assertInvoiceable } from './invoiceable.ts';
import { findOwnInvoiceInfo } from './list-invoice-infos.ts';
import { snapshotOf } from './present-invoice-info.ts';
import { invoiceRecords } from './schema.ts';

export interface InvoiceRequest {
  rechargeOrderId: number;
  invoiceInfoId: number;
  /** Decimal text from the contract ('100', '12.5'). */
  amount: string;
  remark: string;
}

/**
 * Applies for an invoice on one of the member's paid recharge orders (001 §4): not while a pending request
 * is open on it, never above what is still invoiceable. The order row stays locked until commit, so parallel
 * applications for one order are decided one after the other.
 */
export async function applyInvoice(db: Db, userId: number, request: InvoiceRequest) {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, request.rechargeOrderId);
    const info = await findOwnInvoiceInfo(tx, userId, request.invoiceInfoId);
    const [open] = await tx
      .select({ id: invoiceRecords.id })
      .from(invoiceRecords)
      .where(
        and(
          eq(invoiceRecords.rechargeOrderId, order.id),
          eq(invoiceRecords.status, InvoiceRecordStatus.pending),
        ),
      );
    if (open) throw refuse(invoiceMessages.openRequestExists);
    await assertInvoiceable(tx, order, request.amount);
    const [row] = await tx
      .insert(invoiceRecords)
      .values({
        userId,
        rechargeOrderId: order.id,
        invoiceInfoId: info.id,
        header: snapshotOf(info),
        amount: fromCents(toCents(request.amount)),
        remark: request.remark,
        status: InvoiceRecordStatus.pending,
      })
      .returning();
    return { row: row!, order };
  });
}

/** The member's paid recharge order, locked; anyone else's (or an unpaid one) answers 4004. */
export async function lockOwnOrder(tx: DbOrTx, userId: number, id: number): Promise<PaidRecharge> {
  const order: PaidRecharge | null = await lockPaidRecharge(tx, userId, id);
  if (!order) throw new DomainError(Code.notFound, invoiceMessages.orderNotFound);
  return order;
}
