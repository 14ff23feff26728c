import { z } from 'zod';
import { defineCall } from '../call.ts';
import { chinaDateTime, idParam, optionalText, requestBody } from '../fields.ts';
import { adminKeywords, adminPage } from './admin.ts';
import { couponMessages } from '../plain/admin-site.ts';

/**
 * The back office's coupons (docs/spec-decisions.md "Back office", editor and admin): list with issued/used
 * counts, create, disable. Nothing here touches a balance; a disabled code is refused at checkout from then
 * on.
 */

const photons = (msg: string) =>
  z
    .string({ error: msg })
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, msg);
/** 'YYYY-MM-DD HH:mm' China time, or '' = no bound. */
const chinaMinute = z
  .string({ error: couponMessages.timeInvalid })
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2} \d{2}:\d{2})?$/, couponMessages.timeInvalid)
  .optional()
  .default('');
const limit = z
  .number({ error: couponMessages.limitInvalid })
  .int(couponMessages.limitInvalid)
  .min(1, couponMessages.limitInvalid)
  .max(1_000_000, couponMessages.limitInvalid)
  .nullable()
  .optional()
  .default(null);

export const adminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(['fixed', 'percent']),
  value: z.string().describe('fixed: 减免光子；percent: 折扣百分比（20 = 减 20%）'),
  min_amount: z.string(),
  starts_at: chinaDateTime.nullable(),
  ends_at: chinaDateTime.nullable(),
  total_limit: z.number().int().nullable().describe('发放数量；null = 不限'),
  per_user_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  disabled: z.boolean(),
  created_at: chinaDateTime,
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const adminPromotionCalls = {
  coupons: defineCall({
    method: 'GET',
    path: '/api/admin/coupons',
    summary: '优惠券列表（券码或名称搜索；含发放与已用数量）',
    tag: 'admin',
    auth: 'staff',
    query: z.object({ ...adminPage, keywords: adminKeywords }),
    data: z.object({ list: z.array(adminCouponSchema), total: z.number().int() }),
  }),
  couponCreate: defineCall({
    method: 'POST',
    path: '/api/admin/coupons',
    summary: '新建优惠券（全场通用；减免光子或折扣，门槛、有效期、发放数量、每人限用）',
    tag: 'admin',
    auth: 'staff',
    body: requestBody({
      code: z
        .string({ error: couponMessages.codeInvalid })
        .trim()
        .regex(/^[A-Za-z0-9_-]{4,32}$/, couponMessages.codeInvalid),
      name: optionalText(100, '名称不能超过 100 个字符'),
      kind: z.enum(['fixed', 'percent'], { error: couponMessages.kindRequired }),
      value: photons(couponMessages.valueInvalid),
      min_amount: photons(couponMessages.minInvalid).optional().default('0'),
      starts_at: chinaMinute,
      ends_at: chinaMinute,
      total_limit: limit,
      per_user_limit: limit,
    }),
    data: adminCouponSchema,
  }),
  couponDisable: defineCall({
    method: 'POST',
    path: '/api/admin/coupons/:id/disable',
    summary: '停用优惠券（此后结算时不可再用；已支付订单不受影响）',
    tag: 'admin',
    auth: 'staff',
    params: z.object({ id: idParam(couponMessages.notFound) }),
    data: adminCouponSchema,
  }),
};
