import { z } from 'zod';
import { defineCall } from '../call.ts';
import { PageSize } from '../constants.ts';
import { chinaDateTime, limitField, offsetField } from '../fields.ts';
import { walletMessages, RECHARGE_MAX_PHOTONS } from '../plain/wallet.ts';

export * from '../plain/wallet.ts';

/**
 * num: 光子 to buy, >= 1 with at most 2 decimals. Accepts a JSON number or a numeric string and answers the
 * canonical decimal string, so the server never does float arithmetic on it.
 */
const rechargeNum = z.preprocess(
  (value) =>
    typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : typeof value === 'string'
        ? value.trim()
        : value,
  z
    .string({ error: walletMessages.numRequired })
    .min(1, walletMessages.numRequired)
    .max(20, walletMessages.numInvalid)
    .regex(/^\d+(\.\d+)?$/, walletMessages.numInvalid)
    .regex(/^\d+(\.\d{1,2})?$/, walletMessages.numDecimals)
    .refine((v) => Number(v) >= 1, walletMessages.numMin)
    .refine((v) => Number(v) <= RECHARGE_MAX_PHOTONS, walletMessages.numMax),
);

const payMethod = z.preprocess(
  (value) => (typeof value === 'string' && /^[12]$/.test(value.trim()) ? Number(value) : value),
  z.union([z.literal(1), z.literal(2)], { error: walletMessages.payMethodInvalid }),
);

const orderNo = z
  .string({ error: walletMessages.orderNoRequired })
  .trim()
  .min(1, walletMessages.orderNoRequired)
  .max(64, walletMessages.orderNoRequired);

/** One wallet log entry (001 §3): amount and balance in 光子. */
export const walletLogEntry = z.object({
  id: z.number().int(),
  title: z.string(),
  action: z.union([z.literal(1), z.literal(2)]).describe('1 收入，2 支出'),
  amount: z.number().describe('交易金额（光子）'),
  extend: z.object({ balance: z.number().describe('该笔之后的光子余额') }),
  created_at: chinaDateTime,
});

export type WalletLogEntry = z.infer<typeof walletLogEntry>;

export const walletLogsData = z.object({
  lists: z.array(walletLogEntry),
  total: z.number().int().describe('流水总条数'),
  income: z.number().describe('累计收入（光子）'),
  expend: z.number().describe('累计支出（光子）'),
  balance: z.number().describe('当前光子余额'),
});

export type WalletLogsData = z.infer<typeof walletLogsData>;

export const rechargeQrData = z.object({
  payCodeImg: z.string().describe('支付二维码，PNG data URL'),
  orderNo: z.string(),
  order_amount: z.number().describe('应付金额（元）'),
  pay_method: z.number().int(),
  sandbox: z.boolean().describe('true 时为沙箱支付（非真实付款），界面须标注"沙箱"'),
  cashier_url: z.string().nullable().describe('沙箱收银台地址（仅沙箱），二维码即指向它'),
});

export type RechargeQrData = z.infer<typeof rechargeQrData>;

/**
 * 000 §7: "POST /api/integral/order {order_no} → the same shape [as get-order], for a recharge order": every
 * field of the product order's answer (a recharge is no product: type 0, id 0, extend type ''), amounts in 元
 * as the payment result page shows them for a recharge (000 §2.16), plus the recharge's own num and pay_method.
 */
export const rechargeOrderData = z.object({
  status: z.number().int().describe('0 待支付，1 已支付，2 已关闭'),
  order_no: z.string(),
  order_amount: z.number().describe('订单金额（元）'),
  total_amount: z.number().describe('实付金额（元），与 order_amount 相同'),
  product_type: z.literal(0).describe('0：光子充值（不是商品）'),
  product_id: z.literal(0).describe('0：光子充值没有商品'),
  product_extend_type: z.literal(''),
  num: z.number().describe('充值光子数'),
  pay_method: z.number().int(),
});

export type RechargeOrderData = z.infer<typeof rechargeOrderData>;

export const walletCalls = {
  walletLogs: defineCall({
    method: 'GET',
    path: '/api/user/wallet_logs',
    summary: '光子账户：余额、累计收入/支出与流水（每页 15 条，offset 为页码减 1）',
    tag: 'wallet',
    auth: 'required',
    query: z.object({
      offset: offsetField.describe('页码减 1（不是条数）'),
      limit: limitField(PageSize.walletLogs),
    }),
    data: walletLogsData,
  }),
  recharge: defineCall({
    method: 'POST',
    path: '/api/integral/recharge',
    summary:
      "光子充值：创建充值订单（价格 = 数量 × 10 元）。二维码支付时 msg '支付码生成成功'，data 为 {payCodeImg, orderNo, ...}；支付宝电脑网站支付时 msg '支付表单生成成功'，data 为 HTML 表单字符串（浏览器提交后前往支付宝）",
    tag: 'wallet',
    auth: 'required',
    body: z.object({
      num: rechargeNum.describe('充值光子数，>= 1，最多两位小数'),
      pay_method: payMethod.describe('1 微信支付，2 支付宝'),
    }),
    data: z.union([rechargeQrData, z.string().describe('HTML 支付表单')]),
  }),
  rechargeOrder: defineCall({
    method: 'POST',
    path: '/api/integral/order',
    summary: '查询自己的充值订单状态（支付页每 3 秒轮询；待支付时服务器会向支付渠道主动查询）',
    tag: 'wallet',
    auth: 'required',
    body: z.object({ order_no: orderNo }),
    data: rechargeOrderData,
  }),
  devCashierPay: defineCall({
    method: 'POST',
    path: '/api/dev/cashier/:order_no/pay',
    summary:
      '沙箱收银台：确认支付（仅开发环境；与页面 /dev/cashier/{order_no} 的"确认支付"相同，经同一通知验签入账，重复调用只入账一次）',
    tag: 'dev',
    auth: 'none',
    params: z.object({ order_no: orderNo }),
    // Scripts may post no body at all.
    body: z.preprocess(
      (value) => value ?? {},
      z.object(
        {
          lose_notify: z
            .boolean({ error: '参数错误' })
            .optional()
            .describe('true：只在沙箱记为已付款、不发通知（模拟通知丢失，由主动查询入账）'),
        },
        { error: '参数错误' },
      ),
    ),
    data: z.object({
      order_no: z.string(),
      status: z.number().int(),
      credited: z.boolean().describe('本次调用是否入账'),
    }),
  }),
};
