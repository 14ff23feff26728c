import { z } from 'zod';
import { defineCall } from '../call.ts';
import { chinaDateTime, idParam, requestBody } from '../fields.ts';
import { M } from '../messages.ts';
import { commerceMessages } from '../plain/commerce.ts';
import { walletMessages } from '../plain/wallet.ts';
import { aiMessages } from '../plain/ai.ts';
import { ADJUST_MAX_PHOTONS } from '../plain/admin.ts';
import { adminDay, adminKeywords, adminPage, adminReason } from './admin.ts';
import { orderItem } from './commerce.ts';

/**
 * The back office's money desk (docs/spec-decisions.md "Back office", finance and admin): product orders
 * (search, detail, refund to 光子 through commerce's refundOrder), recharge orders (provider state, manual
 * re-query), the 光子 ledger and manual adjustments through wallet's ledger. CSV exports of orders and ledger
 * are plain GET links (/api/admin/orders/export, /api/admin/ledger/export) with the same filters as the
 * lists.
 */

const member = z.object({ id: z.number().int(), name: z.string(), phone: z.string() });
const sortOrder = z.enum(['asc', 'desc'], { error: M.badRequest }).optional().default('desc');
const small = (max: number) =>
  z.coerce
    .number({ error: M.badRequest })
    .int(M.badRequest)
    .min(0, M.badRequest)
    .max(max, M.badRequest)
    .optional()
    .default(0);

export const ORDER_SORTS = ['created_at', 'pay_time', 'total_amount'] as const;

export const orderFilterQuery = z.object({
  ...adminPage,
  keywords: adminKeywords.describe('订单号、商品名称或会员手机号'),
  user_id: small(2_147_483_647).describe('会员 ID（0 = 全部）'),
  /** -1 = every status. */
  status: z.coerce.number({ error: M.badRequest }).int(M.badRequest).min(-1).max(3).optional().default(-1),
  product_type: small(4).describe('1 课程，2 插件，3 素材，4 VIP（0 = 全部）'),
  from: adminDay,
  to: adminDay,
  sort: z.enum(ORDER_SORTS, { error: M.badRequest }).optional().default('created_at'),
  order: sortOrder,
});

/**
 * One row of 订单与退款: a product order, or a VIP purchase in the same shape (product_type 4, kind 'vip';
 * 001 keeps VIP purchases apart, the back office lists them with the orders so staff find and refund them
 * in one place). `id` is unique within its kind: a VIP row's detail and refund are the vip-orders calls.
 */
export const adminOrderSchema = orderItem.extend({
  member,
  refund_reason: z.string(),
  kind: z.enum(['product', 'vip']),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  member,
  action: z.number().int().describe('1 收入，2 支出'),
  amount: z.number(),
  balance: z.number().describe('本笔之后的余额'),
  title: z.string(),
  source_type: z.string(),
  source_no: z.string(),
  created_at: chinaDateTime,
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const adminOrderDetailSchema = z.object({
  order: adminOrderSchema,
  /** The ledger entries this order moved (payment, bonus, refund). */
  entries: z.array(ledgerEntrySchema),
  /** Whether the member holds the product's right through this order now. */
  entitled: z.boolean(),
  balance: z.number().describe('会员当前光子余额'),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminRechargeSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  member,
  num: z.number().describe('光子'),
  amount: z.number().describe('金额（元）'),
  pay_method: z.number().int(),
  pay_method_text: z.string(),
  provider: z.string().describe('wechat / alipay / sandbox'),
  status: z.number().int().describe('0 待支付，1 已支付，2 已关闭'),
  status_text: z.string(),
  trade_no: z.string().nullable(),
  paid_at: chinaDateTime.nullable(),
  closed_at: chinaDateTime.nullable(),
  last_queried_at: chinaDateTime.nullable(),
  created_at: chinaDateTime,
});
export type AdminRecharge = z.infer<typeof adminRechargeSchema>;

export const ledgerFilterQuery = z.object({
  ...adminPage,
  keywords: adminKeywords.describe('会员手机号、来源单号或标题'),
  user_id: small(2_147_483_647),
  action: small(2).describe('1 收入，2 支出（0 = 全部）'),
  source_type: z
    .enum(['', 'order', 'recharge', 'bonus', 'grant', 'vip', 'refund', 'adjust'], { error: M.badRequest })
    .optional()
    .default(''),
  from: adminDay,
  to: adminDay,
});

const orderId = z.object({ id: idParam(commerceMessages.orderNotFound) });
const vipOrderId = z.object({ id: idParam(aiMessages.vipOrderNotFound) });

export const adminFinanceCalls = {
  orders: defineCall({
    method: 'GET',
    path: '/api/admin/orders',
    summary: '商品订单（按单号、会员、时间、状态、类型筛选与排序）',
    tag: 'admin',
    auth: 'staff',
    query: orderFilterQuery,
    data: z.object({ list: z.array(adminOrderSchema), total: z.number().int() }),
  }),
  order: defineCall({
    method: 'GET',
    path: '/api/admin/orders/:id',
    summary: '订单详情（含光子流水与权益）',
    tag: 'admin',
    auth: 'staff',
    params: orderId,
    data: adminOrderDetailSchema,
  }),
  refund: defineCall({
    method: 'POST',
    path: '/api/admin/orders/:id/refund',
    summary: '退款到光子（撤回权益；重复点击只退一次）',
    tag: 'admin',
    auth: 'staff',
    params: orderId,
    body: requestBody({ reason: adminReason }),
    data: adminOrderDetailSchema,
  }),
  vipOrder: defineCall({
    method: 'GET',
    path: '/api/admin/vip-orders/:id',
    summary: 'VIP 订单详情（含光子流水；entitled = 会员当前仍是 VIP）',
    tag: 'admin',
    auth: 'staff',
    params: vipOrderId,
    data: adminOrderDetailSchema,
  }),
  vipRefund: defineCall({
    method: 'POST',
    path: '/api/admin/vip-orders/:id/refund',
    summary: 'VIP 订单退款到光子（扣除该订单开通的 VIP 时长；重复点击只退一次）',
    tag: 'admin',
    auth: 'staff',
    params: vipOrderId,
    body: requestBody({ reason: adminReason }),
    data: adminOrderDetailSchema,
  }),
  recharges: defineCall({
    method: 'GET',
    path: '/api/admin/recharges',
    summary: '充值订单（支付渠道状态）',
    tag: 'admin',
    auth: 'staff',
    query: z.object({
      ...adminPage,
      keywords: adminKeywords.describe('充值单号、渠道交易号或会员手机号'),
      status: z.coerce
        .number({ error: M.badRequest })
        .int(M.badRequest)
        .min(-1)
        .max(2)
        .optional()
        .default(-1),
      from: adminDay,
      to: adminDay,
    }),
    data: z.object({ list: z.array(adminRechargeSchema), total: z.number().int() }),
  }),
  requery: defineCall({
    method: 'POST',
    path: '/api/admin/recharges/:id/query',
    summary: '向支付渠道查询该充值订单（已付款即入账）',
    tag: 'admin',
    auth: 'staff',
    params: z.object({ id: idParam(walletMessages.orderNotFound) }),
    data: z.object({ recharge: adminRechargeSchema, provider_state: z.string() }),
  }),
  ledger: defineCall({
    method: 'GET',
    path: '/api/admin/ledger',
    summary: '光子流水（全部会员）',
    tag: 'admin',
    auth: 'staff',
    query: ledgerFilterQuery,
    data: z.object({ list: z.array(ledgerEntrySchema), total: z.number().int() }),
  }),
  adjust: defineCall({
    method: 'POST',
    path: '/api/admin/ledger/adjust',
    summary: '光子调整：增加或扣减（理由必填，会员在光子账户中可见；扣减后不小于 0）',
    tag: 'admin',
    auth: 'staff',
    body: requestBody({
      user_id: idParam(walletMessages.memberNotFound),
      direction: z.enum(['credit', 'debit'], { error: '请选择增加或扣减' }),
      amount: z
        .string({ error: '请填写光子数量' })
        .trim()
        .regex(/^\d{1,6}(\.\d{1,2})?$/, '光子数量需为正数，最多两位小数')
        .refine((v) => Number(v) > 0, '光子数量需大于 0')
        .refine((v) => Number(v) <= ADJUST_MAX_PHOTONS, `单次调整不能超过 ${ADJUST_MAX_PHOTONS} 光子`),
      reason: adminReason,
      request_id: z
        .string({ error: M.badRequest })
        .regex(/^[A-Za-z0-9-]{8,40}$/, M.badRequest)
        .describe('本次调整的客户端编号：同一编号重复提交只记一笔'),
    }),
    data: z.object({ entry: ledgerEntrySchema, repeated: z.boolean() }),
  }),
};
