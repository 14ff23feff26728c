import { z } from 'zod';
import { defineCall } from '../call.ts';
import { chinaDateTime, idParam, requestBody } from '../fields.ts';
import { M } from '../messages.ts';
import { invoiceMessages } from '../rules/invoice.ts';
import { adminDay, adminKeywords, adminPage, adminReason } from './admin.ts';
import { invoiceInfoSchema } from './invoicing.ts';

/**
 * The back office's invoice desk (docs/spec-decisions.md "Back office", finance and admin): the requests
 * queue, issuing with the PDF and number through invoicing's issueInvoice (the same function `npm run
 * invoice:issue` uses), and rejecting with a reason the member reads.
 */

export const adminInvoiceSchema = z.object({
  id: z.number().int(),
  status: z.number().int().describe('1 待开票，2 已开票，3 重新申请（已驳回）'),
  status_text: z.string(),
  member: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }),
  amount: z.string().describe('开票金额（元）'),
  header: invoiceInfoSchema.describe('申请时的发票信息快照'),
  remark: z.string(),
  apply_time: chinaDateTime,
  invoice_no: z.string().nullable(),
  upload_time: chinaDateTime.nullable(),
  /** A 30-minute signed link to the issued PDF. */
  file_url: z.string().nullable(),
  reject_reason: z.string(),
  order: z.object({
    id: z.number().int(),
    order_no: z.string(),
    order_amount: z.number(),
    pay_time: chinaDateTime.nullable(),
    pay_method_text: z.string(),
  }),
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

const idParams = z.object({ id: idParam(invoiceMessages.recordNotFound) });

export const adminInvoiceCalls = {
  invoices: defineCall({
    method: 'GET',
    path: '/api/admin/invoices',
    summary: '开票申请（默认：待开票，先申请先处理）',
    tag: 'admin',
    auth: 'staff',
    query: z.object({
      ...adminPage,
      status: z.coerce.number({ error: M.badRequest }).int(M.badRequest).min(0).max(3).optional().default(1),
      keywords: adminKeywords.describe('会员手机号、充值单号、发票号码或抬头'),
      from: adminDay,
      to: adminDay,
    }),
    data: z.object({ list: z.array(adminInvoiceSchema), total: z.number().int() }),
  }),
  issue: defineCall({
    method: 'POST',
    path: '/api/admin/invoices/:id/issue',
    summary: '开具发票（multipart：number 发票号码，pdf 发票 PDF ≤ 10MB）',
    tag: 'admin',
    auth: 'staff',
    params: idParams,
    data: adminInvoiceSchema,
  }),
  reject: defineCall({
    method: 'POST',
    path: '/api/admin/invoices/:id/reject',
    summary: '驳回开票申请（理由会员可见）',
    tag: 'admin',
    auth: 'staff',
    params: idParams,
    body: requestBody({ reason: adminReason }),
    data: adminInvoiceSchema,
  }),
};
