import {
  centsToAmount,
  decimalToAmount,
  formatChinaDateTime,
  invoiceableCents,
  ORDER_INVOICE_STATUS_TEXT,
  orderInvoiceStatus,
  payMethodText,
  toCents,
  type InvoiceRechargeOrder,
} from '@app/contract';
import { desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { listPaidRecharges } from '../wallet/index.ts';
import { presentInvoiceRecord } from './present-invoice-record.ts';
import { invoiceRecords } from './schema.ts';

/**
 * The invoicing screen's table (001 §2.11): one page of the member's paid recharge orders, each with its
 * latest record (which decides invoice_status and the row actions) and what is still invoiceable.
 */
export async function listInvoiceOrders(
  db: Db,
  storage: ObjectStorage,
  userId: number,
  page: { limit: number; page: number },
): Promise<{ data: InvoiceRechargeOrder[]; total: number; current_page: number }> {
  const { rows, total } = await listPaidRecharges(db, userId, page);
  const ids = rows.map((r) => r.id);
  const records =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(invoiceRecords)
          .where(inArray(invoiceRecords.rechargeOrderId, ids))
          .orderBy(desc(invoiceRecords.id));
  const data = await Promise.all(
    rows.map(async (order) => {
      const own = records.filter((r) => r.rechargeOrderId === order.id);
      const latest = own[0] ?? null;
      const left = invoiceableCents(
        toCents(order.amount),
        own.map((r) => ({ status: r.status, cents: toCents(r.amount) })),
      );
      const status = orderInvoiceStatus(latest?.status ?? null);
      return {
        id: order.id,
        order_no: order.orderNo,
        order_amount: decimalToAmount(order.amount),
        pay_time: order.paidAt ? formatChinaDateTime(order.paidAt) : null,
        pay_method: order.payMethod,
        pay_method_text: payMethodText(order.payMethod),
        invoice_status: status,
        invoice_status_text: ORDER_INVOICE_STATUS_TEXT[status]!,
        invoiceable_amount: centsToAmount(left),
        latest_invoice_record: latest ? await presentInvoiceRecord(latest, order, storage) : null,
      };
    }),
  );
  return { data, total, current_page: page.page };
}
