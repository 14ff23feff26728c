import { z } from 'zod';
import { defineCall, withMessageEcho } from '../call.ts';
import { PageSize } from '../constants.ts';
import { blankToUndefined, chinaDateTime, idParam, limitField, requestBody } from '../fields.ts';
import { M } from '../messages.ts';
import {
  DEFAULT_INVOICE_CONTENT,
  INVOICE_NO_PATTERN,
  INVOICE_PDF_MAX_BYTES,
  INVOICE_RECORDS_LIMIT,
  INVOICE_REMARK_MAX,
  invoiceAmountProblem,
  invoiceHeaderProblem,
  invoiceMessages,
  normaliseHeader,
} from '../rules/invoice.ts';

/** Quick invoicing (001 §2.11, §3, §4, §5, §7): invoice headers, recharge orders, applications, records. */

/** 1 / 2 as a number or a one-digit string; anything else answers `msg`. */
const oneOrTwo = (msg: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*[12]\s*$/.test(v) ? Number(v) : v),
    z.union([z.literal(1), z.literal(2)], { error: msg }),
  );
/** Optional text: null/absent → '', trimmed, bounded (the header rules check what is required). */
const optionalField = (max: number, tooLong: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
    z.string({ error: M.badRequest }).trim().max(max, tooLong),
  );

export const invoiceInfoSchema = z.object({
  id: z.number().int(),
  invoice_type: z.number().int().describe('1 电子普通发票，2 电子专票'),
  invoice_type_text: z.string(),
  invoice_content: z.string(),
  header_type: z.number().int().describe('1 个人，2 单位'),
  header_type_text: z.string(),
  header_name: z.string(),
  tax_number: z.string(),
  registered_address: z.string(),
  registered_phone: z.string(),
  bank_name: z.string(),
  bank_account: z.string(),
  is_default: z.boolean(),
});
export type InvoiceInfo = z.infer<typeof invoiceInfoSchema>;

const rechargeOrderRef = z.object({
  id: z.number().int(),
  order_no: z.string(),
  order_amount: z.number().describe('充值金额（元）'),
  pay_time: chinaDateTime.nullable(),
});

export const invoiceRecordSchema = z.object({
  id: z.number().int(),
  recharge_order_id: z.number().int(),
  invoice_info_id: z.number().int().nullable().describe('申请时所选发票信息（之后被删除则为 null）'),
  invoice_info: invoiceInfoSchema.describe('申请时发票信息的快照（之后修改发票信息不影响已申请的记录）'),
  invoice_amount: z.string().describe("开票金额（元），两位小数的字符串，如 '100.00'"),
  remark: z.string(),
  apply_time: chinaDateTime,
  status: z.number().int().describe('1 待开票，2 已开票（可下载），3 重新申请'),
  status_text: z.string(),
  invoice_no: z.string().nullable(),
  upload_time: chinaDateTime.nullable(),
  invoice_file_url: z.string().nullable().describe('仅已开票：本人可用的限时签名下载链接'),
  reject_reason: z.string().describe('后台驳回的理由（状态 3 重新申请时），否则为空'),
  recharge_order: rechargeOrderRef,
});
export type InvoiceRecord = z.infer<typeof invoiceRecordSchema>;

export const invoiceRechargeOrderSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  order_amount: z.number().describe('充值金额（元）'),
  pay_time: chinaDateTime.nullable(),
  pay_method: z.number().int(),
  pay_method_text: z.string().describe('微信支付 / 支付宝 / 未知'),
  invoice_status: z.number().int().describe('0 未开票，1 已申请，2 已开票'),
  invoice_status_text: z.string(),
  invoiceable_amount: z.number().describe('仍可开票的金额（元）'),
  latest_invoice_record: invoiceRecordSchema.nullable(),
});
export type InvoiceRechargeOrder = z.infer<typeof invoiceRechargeOrderSchema>;

export const invoiceHeaderBody = requestBody({
  id: z.preprocess(blankToUndefined, idParam(invoiceMessages.infoNotFound).optional()),
  invoice_type: oneOrTwo(invoiceMessages.invoiceTypeRequired),
  invoice_content: z
    .preprocess(
      (v) => blankToUndefined(v) ?? DEFAULT_INVOICE_CONTENT,
      z.string({ error: invoiceMessages.contentInvalid }).trim(),
    )
    .pipe(z.literal(DEFAULT_INVOICE_CONTENT, { error: invoiceMessages.contentInvalid })),
  header_type: oneOrTwo(invoiceMessages.headerTypeRequired),
  header_name: z
    .string({ error: invoiceMessages.headerNameRequired })
    .trim()
    .min(1, invoiceMessages.headerNameRequired)
    .max(100, invoiceMessages.headerNameTooLong),
  tax_number: optionalField(20, invoiceMessages.taxNumberInvalid),
  registered_address: optionalField(200, invoiceMessages.addressTooLong),
  registered_phone: optionalField(20, invoiceMessages.phoneInvalid),
  bank_name: optionalField(100, invoiceMessages.bankNameTooLong),
  bank_account: optionalField(40, invoiceMessages.bankAccountInvalid),
  is_default: z.preprocess(
    (v) => (v === 1 || v === '1' ? true : v === 0 || v === '0' || v === undefined || v === null ? false : v),
    z.boolean({ error: invoiceMessages.defaultInvalid }),
  ),
})
  .transform((h) => normaliseHeader(h))
  .superRefine((h, ctx) => {
    const problem = invoiceHeaderProblem(h);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type InvoiceHeaderInput = z.infer<typeof invoiceHeaderBody>;

/** Amount as a JSON number or a decimal text → the canonical decimal text (no float arithmetic later). */
const invoiceAmount = z
  .any()
  .superRefine((v, ctx) => {
    const problem = invoiceAmountProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((v) => String(v).trim())
  .describe('开票金额（元），大于 0，最多两位小数，不超过该订单仍可开票的金额');

const remark = z
  .preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z
      .string({ error: invoiceMessages.remarkTooLong })
      .trim()
      .max(INVOICE_REMARK_MAX, invoiceMessages.remarkTooLong),
  )
  .describe('备注，可选，最多 200 个字符');

const applyFields = {
  invoice_info_id: z.preprocess(blankToUndefined, idParam(invoiceMessages.infoIdRequired)),
  invoice_amount: invoiceAmount,
  remark,
};

const infoIdParams = z.object({ id: idParam(invoiceMessages.infoNotFound) });

/** 001 §7: "invoice calls read message" — every answer carries `message` beside `msg`. */
export const invoicingCalls = withMessageEcho({
  invoiceRechargeOrders: defineCall({
    method: 'GET',
    path: '/api/invoice/recharge-orders',
    summary: '快速开票：我的已支付充值订单（每页 15 条，page 从 1 开始），含开票状态与最新开票记录',
    tag: 'invoicing',
    auth: 'required',
    query: z.object({
      limit: limitField(PageSize.rechargeOrders),
      page: z.coerce
        .number({ error: '分页参数错误' })
        .int('分页参数错误')
        .min(1, '分页参数错误')
        .max(100_000, '分页参数错误')
        .default(1),
    }),
    data: z.object({
      data: z.array(invoiceRechargeOrderSchema),
      total: z.number().int(),
      current_page: z.number().int(),
    }),
  }),
  invoiceInfoList: defineCall({
    method: 'GET',
    path: '/api/invoice/info',
    summary: '我的发票信息（抬头）：默认的在前，其余按最近添加',
    tag: 'invoicing',
    auth: 'required',
    data: z.array(invoiceInfoSchema),
  }),
  invoiceInfoCreate: defineCall({
    method: 'POST',
    path: '/api/invoice/info',
    summary:
      '新增发票信息：单位抬头须填税号、注册地址、注册电话、开户银行、银行账号；电子专票只能是单位抬头；第一条自动成为默认',
    tag: 'invoicing',
    auth: 'required',
    body: invoiceHeaderBody,
    data: invoiceInfoSchema,
  }),
  invoiceInfoUpdate: defineCall({
    method: 'PUT',
    path: '/api/invoice/info/:id',
    summary: '修改发票信息（body 可带 id，须与地址中的一致）；is_default true 设为默认',
    tag: 'invoicing',
    auth: 'required',
    params: infoIdParams,
    body: invoiceHeaderBody,
    data: invoiceInfoSchema,
  }),
  invoiceInfoDelete: defineCall({
    method: 'DELETE',
    path: '/api/invoice/info/:id',
    summary: '删除发票信息（已申请的开票记录保留申请时的快照）',
    tag: 'invoicing',
    auth: 'required',
    params: infoIdParams,
    data: z.null(),
  }),
  invoiceApply: defineCall({
    method: 'POST',
    path: '/api/invoice/apply',
    summary:
      '申请开票：订单须为本人已支付的充值订单，且没有待开票的申请；金额不超过仍可开票的金额（并发申请同样不会超出）',
    tag: 'invoicing',
    auth: 'required',
    body: requestBody({
      recharge_order_id: z.preprocess(blankToUndefined, idParam(invoiceMessages.orderIdRequired)),
      ...applyFields,
    }),
    data: invoiceRecordSchema,
  }),
  invoiceModify: defineCall({
    method: 'PUT',
    path: '/api/invoice/modify/:invoiceRecordId',
    summary: '修改开票申请：只有待开票（status 1）的记录可以修改；金额同样不超过仍可开票的金额',
    tag: 'invoicing',
    auth: 'required',
    params: z.object({ invoiceRecordId: idParam(invoiceMessages.recordNotFound) }),
    body: requestBody({
      recharge_order_id: z.preprocess(blankToUndefined, idParam(invoiceMessages.orderIdRequired)),
      ...applyFields,
    }),
    data: invoiceRecordSchema,
  }),
  invoiceRecords: defineCall({
    method: 'GET',
    path: '/api/invoice/records',
    summary: '某充值订单的开票记录（最新在前，最多 50 条）；已开票的记录带本人可用的限时下载链接',
    tag: 'invoicing',
    auth: 'required',
    query: z.object({
      recharge_order_id: z.preprocess(blankToUndefined, idParam(invoiceMessages.orderIdRequired)),
      limit: limitField(INVOICE_RECORDS_LIMIT, INVOICE_RECORDS_LIMIT),
    }),
    data: z.object({ data: z.array(invoiceRecordSchema) }),
  }),
  devInvoiceIssue: defineCall({
    method: 'POST',
    path: '/api/dev/invoice/:invoiceRecordId/issue',
    summary:
      '开具发票（仅开发环境；与 npm run invoice:issue 调用同一函数）：上传 PDF、设置发票号码与上传时间，状态改为已开票。不带 pdf_base64 时生成一份示例 PDF',
    tag: 'dev',
    auth: 'none',
    params: z.object({ invoiceRecordId: idParam(invoiceMessages.recordNotFound) }),
    body: requestBody({
      invoice_no: z
        .string({ error: invoiceMessages.issueNumberRequired })
        .trim()
        .min(1, invoiceMessages.issueNumberRequired)
        .regex(INVOICE_NO_PATTERN, invoiceMessages.issueNumberInvalid),
      pdf_base64: z
        .string({ error: invoiceMessages.issueNotPdf })
        .max(Math.ceil((INVOICE_PDF_MAX_BYTES * 4) / 3) + 4, invoiceMessages.issueTooLarge)
        .optional()
        .describe('PDF 文件内容（base64）；可选'),
    }),
    data: invoiceRecordSchema,
  }),
});
