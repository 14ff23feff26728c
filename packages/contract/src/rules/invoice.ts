import { isAmount, toCents, type Cents } from './money.ts';

/**
 * Quick-invoicing rules shared by the server and the web (001 §4, §5): which header fields a header needs,
 * their formats, and whether an invoice amount fits what is still invoiceable on a recharge order.
 */

export const invoiceMessages = {
  invoiceTypeRequired: '请选择发票类型',
  headerTypeRequired: '请选择抬头类型',
  headerNameRequired: '请输入抬头名称',
  headerNameTooLong: '抬头名称不能超过 100 个字符',
  taxNumberRequired: '请输入单位税号',
  taxNumberInvalid: '请输入正确的单位税号（15、18 或 20 位数字或大写字母）',
  addressRequired: '请输入注册地址',
  addressTooLong: '注册地址不能超过 200 个字符',
  phoneRequired: '请输入注册电话',
  phoneInvalid: '请输入正确的注册电话',
  bankNameRequired: '请输入开户银行',
  bankNameTooLong: '开户银行不能超过 100 个字符',
  bankAccountRequired: '请输入银行账号',
  bankAccountInvalid: '请输入正确的银行账号（8 到 30 位数字）',
  specialNeedsCompany: '电子专票的抬头类型只能是单位',
  contentInvalid: '发票内容只能是技术咨询服务',
  defaultInvalid: '默认发票信息参数错误',
  idMismatch: '发票信息 ID 与地址不一致',
  orderIdRequired: '充值订单ID不能为空',
  infoIdRequired: '请选择发票信息',
  amountRequired: '开票金额不能为空',
  amountInvalid: '请输入正确的开票金额',
  amountPositive: '开票金额必须大于 0',
  amountDecimals: '开票金额最多保留两位小数',
  amountExceeds: '开票金额不能超过可开票金额 ¥{amount}',
  nothingInvoiceable: '该充值订单已无可开票金额',
  remarkTooLong: '备注不能超过 200 个字符',
  infoNotFound: '发票信息不存在',
  infoLimit: '发票信息最多保存 {max} 条',
  orderNotFound: '充值订单不存在',
  recordNotFound: '开票记录不存在',
  recordOrderMismatch: '开票记录不属于该充值订单',
  openRequestExists: '该订单已有待开票的申请，请修改该申请',
  notModifiable: '只有待开票的申请可以修改',
  infoAdded: '新增成功',
  infoUpdated: '修改成功',
  infoDeleted: '删除成功',
  applyOk: '开票申请提交成功',
  modifyOk: '修改成功',
  deleteConfirm: '确定要删除这条发票信息吗？',
  notDownloadable: '当前发票不可下载',
  fileMissing: '发票文件不存在',
  // issuing (staff: the command, the dev route, later the back office)
  issueNotPdf: '发票文件必须是 PDF 文件',
  issueTooLarge: '发票文件不能超过 10MB',
  issueNumberRequired: '请填写发票号码',
  issueNumberInvalid: '发票号码只能包含数字和字母，最多 64 位',
  issueNotPending: '只有待开票的申请可以开具发票',
  issueOk: '发票已开具',
  rejectReasonRequired: '请填写驳回理由',
  rejectNotPending: '只有待开票的申请可以驳回',
  rejectOk: '已驳回，会员可修改信息后重新申请',
} as const;

export const DEFAULT_INVOICE_CONTENT = '技术咨询服务';
export const INVOICE_REMARK_MAX = 200;
/** Saved headers one member may keep. */
export const INVOICE_INFO_MAX = 20;
/** Records fetched for the detail dialog (001 §9). */
export const INVOICE_RECORDS_LIMIT = 50;
/** Largest invoice PDF accepted when issuing. */
export const INVOICE_PDF_MAX_BYTES = 10 * 1024 * 1024;
export const INVOICE_NO_PATTERN = /^[0-9A-Za-z]{1,64}$/;

export const InvoiceType = { general: 1, special: 2 } as const;
export const HeaderType = { personal: 1, company: 2 } as const;
/** Invoice record status (001 §4): 1 pending, 2 issued (file uploaded), 3 reapplying (released by staff). */
export const InvoiceRecordStatus = { pending: 1, issued: 2, reapplying: 3 } as const;
/** Recharge order invoice_status (001 §4): 0 none, 1 applied, 2 completed. */
export const OrderInvoiceStatus = { none: 0, applied: 1, completed: 2 } as const;

export const INVOICE_TYPE_TEXT: Record<number, string> = { 1: '电子普通发票', 2: '电子专票' };
export const HEADER_TYPE_TEXT: Record<number, string> = { 1: '个人', 2: '单位' };
export const RECORD_STATUS_TEXT: Record<number, string> = { 1: '待开票', 2: '已开票', 3: '重新申请' };
export const ORDER_INVOICE_STATUS_TEXT: Record<number, string> = { 0: '未开票', 1: '已申请', 2: '已开票' };
/** The two wallet providers (001 §2.11); any other value reads 未知. */
export function payMethodText(payMethod: number): string {
  return payMethod === 1 ? '微信支付' : payMethod === 2 ? '支付宝' : '未知';
}

/** 统一社会信用代码 (18) or the older 15/20-character tax numbers; letters upper case. */
export const TAX_NUMBER_PATTERN = /^(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/;
/** A mobile number, or a landline with optional area code and extension (010-12345678, 0571-8888888-123, 400-…). */
export const REGISTERED_PHONE_PATTERN =
  /^(?:1[3-9]\d{9}|(?:0\d{2,3}-?)?\d{7,8}(?:-\d{1,6})?|[48]00-?\d{3}-?\d{4})$/;
export const BANK_ACCOUNT_PATTERN = /^\d{8,30}$/;

export interface InvoiceHeaderFields {
  invoice_type: number;
  header_type: number;
  header_name: string;
  tax_number: string;
  registered_address: string;
  registered_phone: string;
  bank_name: string;
  bank_account: string;
}

/**
 * The first problem of a header (001 §5), or null when it may be saved. The company fields are required and
 * checked only for header type 2; a special invoice (type 2) is always for a company (001 §4).
 * Expects trimmed values (the contract trims; the form trims before asking).
 */
export function invoiceHeaderProblem(h: InvoiceHeaderFields): string | null {
  if (h.invoice_type !== 1 && h.invoice_type !== 2) return invoiceMessages.invoiceTypeRequired;
  if (h.header_type !== 1 && h.header_type !== 2) return invoiceMessages.headerTypeRequired;
  if (h.invoice_type === InvoiceType.special && h.header_type !== HeaderType.company)
    return invoiceMessages.specialNeedsCompany;
  if (!h.header_name) return invoiceMessages.headerNameRequired;
  if (h.header_name.length > 100) return invoiceMessages.headerNameTooLong;
  if (h.header_type !== HeaderType.company) return null;
  if (!h.tax_number) return invoiceMessages.taxNumberRequired;
  if (!TAX_NUMBER_PATTERN.test(h.tax_number)) return invoiceMessages.taxNumberInvalid;
  if (!h.registered_address) return invoiceMessages.addressRequired;
  if (h.registered_address.length > 200) return invoiceMessages.addressTooLong;
  if (!h.registered_phone) return invoiceMessages.phoneRequired;
  if (!REGISTERED_PHONE_PATTERN.test(h.registered_phone)) return invoiceMessages.phoneInvalid;
  if (!h.bank_name) return invoiceMessages.bankNameRequired;
  if (h.bank_name.length > 100) return invoiceMessages.bankNameTooLong;
  if (!h.bank_account) return invoiceMessages.bankAccountRequired;
  if (!BANK_ACCOUNT_PATTERN.test(h.bank_account)) return invoiceMessages.bankAccountInvalid;
  return null;
}

/** What a personal header keeps of the company fields: nothing (001 §4, choosing 个人 clears them). */
export function normaliseHeader<T extends InvoiceHeaderFields>(h: T): T {
  const upper = {
    ...h,
    tax_number: h.tax_number.toUpperCase(),
    bank_account: h.bank_account.replace(/\s/g, ''),
  };
  if (h.header_type === HeaderType.company) return upper;
  return {
    ...upper,
    tax_number: '',
    registered_address: '',
    registered_phone: '',
    bank_name: '',
    bank_account: '',
  };
}

/**
 * The problem of an invoice amount as typed or sent (a number or a decimal text), or null: required,
 * a plain decimal, above 0, at most 2 decimals.
 */
export function invoiceAmountProblem(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return invoiceMessages.amountRequired;
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return invoiceMessages.amountInvalid;
  const trimmed = text.trim();
  if (trimmed === '') return invoiceMessages.amountRequired;
  if (/^-\d/.test(trimmed)) return invoiceMessages.amountPositive;
  if (!/^\d{1,13}(\.\d+)?$/.test(trimmed)) return invoiceMessages.amountInvalid;
  if (!isAmount(trimmed)) return invoiceMessages.amountDecimals;
  if (toCents(trimmed) <= 0) return invoiceMessages.amountPositive;
  return null;
}

/**
 * What may still be invoiced on a recharge order: its amount minus the amounts of records that hold part
 * of it (pending and issued; a reapplying record has been released).
 */
export function invoiceableCents(orderCents: Cents, records: { status: number; cents: Cents }[]): Cents {
  const held = records
    .filter((r) => r.status === InvoiceRecordStatus.pending || r.status === InvoiceRecordStatus.issued)
    .reduce((sum, r) => sum + r.cents, 0);
  return Math.max(0, orderCents - held);
}

/** The recharge order's invoice_status from its latest record (none or reapplying → 0). */
export function orderInvoiceStatus(latestStatus: number | null): 0 | 1 | 2 {
  if (latestStatus === InvoiceRecordStatus.pending) return OrderInvoiceStatus.applied;
  if (latestStatus === InvoiceRecordStatus.issued) return OrderInvoiceStatus.completed;
  return OrderInvoiceStatus.none;
}

/**
 * Row actions of the recharge-order table (001 §2.11, §4). An order with nothing left to invoice (its whole
 * amount issued) offers no 开具发票: the dialog could only say so (docs/spec-decisions.md "registration, invoicing edges, accessibility").
 */
export function invoiceActions(
  latestStatus: number | null,
  invoiceableAmount: number,
): {
  apply: boolean;
  modify: boolean;
  view: boolean;
} {
  const open = latestStatus === InvoiceRecordStatus.pending;
  return { apply: !open && invoiceableAmount > 0, modify: open, view: latestStatus !== null };
}
