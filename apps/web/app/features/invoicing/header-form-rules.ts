import {
  DEFAULT_INVOICE_CONTENT,
  invoiceHeaderProblem,
  type InvoiceInfo,
  type InvoiceHeaderFields,
} from '@app/contract/web';

export type HeaderFormValues = InvoiceHeaderFields & { invoice_content: string; is_default: boolean };

export const EMPTY_HEADER: HeaderFormValues = {
  invoice_type: 1,
  invoice_content: DEFAULT_INVOICE_CONTENT,
  header_type: 1,
  header_name: '',
  tax_number: '',
  registered_address: '',
  registered_phone: '',
  bank_name: '',
  bank_account: '',
  is_default: false,
};

export function formValuesOf(info: InvoiceInfo): HeaderFormValues {
  return {
    invoice_type: info.invoice_type,
    invoice_content: info.invoice_content,
    header_type: info.header_type,
    header_name: info.header_name,
    tax_number: info.tax_number,
    registered_address: info.registered_address,
    registered_phone: info.registered_phone,
    bank_name: info.bank_name,
    bank_account: info.bank_account,
    is_default: info.is_default,
  };
}

const trimmed = (v: Partial<HeaderFormValues>): HeaderFormValues => {
  const all = { ...EMPTY_HEADER, ...v };
  return {
    ...all,
    header_name: all.header_name.trim(),
    tax_number: all.tax_number.trim().toUpperCase(),
    registered_address: all.registered_address.trim(),
    registered_phone: all.registered_phone.trim(),
    bank_name: all.bank_name.trim(),
    bank_account: all.bank_account.replace(/\s/g, ''),
  };
};

/**
 * The form's own check before sending: the contract's header rules (001 §5), so the form and the server
 * refuse the same headers with the same words. 专票 forces header type 2 (001 §4).
 */
export function headerFormProblem(values: Partial<HeaderFormValues>): string | null {
  const v = trimmed(values);
  return invoiceHeaderProblem(v.invoice_type === 2 ? { ...v, header_type: 2 } : v);
}

/** What is sent: 专票 → company; personal → the company fields cleared. */
export function headerBody(values: Partial<HeaderFormValues>): HeaderFormValues {
  const v = trimmed(values);
  const headerType = v.invoice_type === 2 ? 2 : v.header_type;
  if (headerType === 2) return { ...v, header_type: 2 };
  return {
    ...v,
    header_type: 1,
    tax_number: '',
    registered_address: '',
    registered_phone: '',
    bank_name: '',
    bank_account: '',
  };
}
