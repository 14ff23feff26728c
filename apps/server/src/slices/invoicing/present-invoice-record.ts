import {
  decimalToAmount,
  formatChinaDateTime,
  InvoiceRecordStatus,
  RECORD_STATUS_TEXT,
  type InvoiceRecord,
} from '@app/contract';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import type { PaidRecharge } from '../wallet/index.ts';
import { presentHeader } from './present-invoice-info.ts';
import type { invoiceRecords } from './schema.ts';

type RecordRow = typeof invoiceRecords.$inferSelect;

/**
 * How long an invoice download link works. Short, because it is a bearer link: the records answer
 * (the member's own records only) hands out a fresh one each time the dialog loads.
 */
export const INVOICE_LINK_SECONDS = 30 * 60;

/** Only issued records carry a file link, signed for this member's answer and expiring. */
export async function presentInvoiceRecord(
  row: RecordRow,
  order: PaidRecharge,
  storage: ObjectStorage,
): Promise<InvoiceRecord> {
  const issued = row.status === InvoiceRecordStatus.issued && row.fileKey;
  return {
    id: row.id,
    recharge_order_id: row.rechargeOrderId,
    invoice_info_id: row.invoiceInfoId,
    invoice_info: presentHeader(row.header),
    invoice_amount: row.amount,
    remark: row.remark,
    apply_time: formatChinaDateTime(row.createdAt),
    status: row.status,
    status_text: RECORD_STATUS_TEXT[row.status] ?? '',
    invoice_no: row.invoiceNo,
    upload_time: row.uploadedAt ? formatChinaDateTime(row.uploadedAt) : null,
    invoice_file_url: issued
      ? await storage.signedUrl(row.fileKey!, { expiresInSeconds: INVOICE_LINK_SECONDS })
      : null,
    reject_reason: row.rejectReason,
    recharge_order: {
      id: order.id,
      order_no: order.orderNo,
      order_amount: decimalToAmount(order.amount),
      pay_time: order.paidAt ? formatChinaDateTime(order.paidAt) : null,
    },
  };
}
