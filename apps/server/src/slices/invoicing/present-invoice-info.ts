import { HEADER_TYPE_TEXT, INVOICE_TYPE_TEXT, type InvoiceInfo } from '@app/contract';
import type { InvoiceHeaderSnapshot, invoiceInfos } from './schema.ts';

type InfoRow = typeof invoiceInfos.$inferSelect;

export function presentInvoiceInfo(row: InfoRow): InvoiceInfo {
  return presentHeader({ ...snapshotOf(row) }, row.isDefault);
}

/** The header as a record keeps it (is_default is about the live header, so a snapshot says false). */
export function presentHeader(h: InvoiceHeaderSnapshot, isDefault = false): InvoiceInfo {
  return {
    id: h.id,
    invoice_type: h.invoice_type,
    invoice_type_text: INVOICE_TYPE_TEXT[h.invoice_type] ?? '',
    invoice_content: h.invoice_content,
    header_type: h.header_type,
    header_type_text: HEADER_TYPE_TEXT[h.header_type] ?? '',
    header_name: h.header_name,
    tax_number: h.tax_number,
    registered_address: h.registered_address,
    registered_phone: h.registered_phone,
    bank_name: h.bank_name,
    bank_account: h.bank_account,
    is_default: isDefault,
  };
}

export function snapshotOf(row: InfoRow): InvoiceHeaderSnapshot {
  return {
    id: row.id,
    invoice_type: row.invoiceType,
    invoice_content: row.invoiceContent,
    header_type: row.headerType,
    header_name: row.headerName,
    tax_number: row.taxNumber,
    registered_address: row.registeredAddress,
    registered_phone: row.registeredPhone,
    bank_name: row.bankName,
    bank_account: row.bankAccount,
  };
}
