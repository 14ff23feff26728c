import {
  decimalToAmount,
  formatChinaDateTime,
  payMethodText,
  RECORD_STATUS_TEXT,
  type AdminInvoice,
} from '@app/contract';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { presentHeader } from '../invoicing/index.ts';
import type { InvoiceListRow } from './list-invoices.ts';

const LINK_SECONDS = 30 * 60;

export async function presentAdminInvoice(
  row: InvoiceListRow,
  storage: ObjectStorage,
): Promise<AdminInvoice> {
  const { record, member, order } = row;
  const issued = record.status === 2 && record.fileKey;
  return {
    id: record.id,
    status: record.status,
    status_text:
      record.status === 3 && record.rejectReason ? '已驳回' : (RECORD_STATUS_TEXT[record.status] ?? ''),
    member,
    amount: record.amount,
    header: presentHeader(record.header),
    remark: record.remark,
    apply_time: formatChinaDateTime(record.createdAt),
    invoice_no: record.invoiceNo,
    upload_time: record.uploadedAt ? formatChinaDateTime(record.uploadedAt) : null,
    file_url: issued
      ? await storage.signedUrl(record.fileKey!, {
          expiresInSeconds: LINK_SECONDS,
          downloadName: `发票-${record.invoiceNo ?? record.id}.pdf`,
        })
      : null,
    reject_reason: record.rejectReason,
    order: {
      id: order.id,
      order_no: order.orderNo,
      order_amount: decimalToAmount(order.amount),
      pay_time: order.paidAt ? formatChinaDateTime(order.paidAt) : null,
      pay_method_text: payMethodText(order.payMethod),
    },
  };
}
