import { z } from 'zod';
import { defineCall } from '../call.ts';
import { PageSize } from '../constants.ts';
import {
  blankToUndefined,
  chinaDateTime,
  idParam,
  limitField,
  offsetField,
  photonAmount,
  requestBody,
} from '../fields.ts';
import { commerceMessages } from '../plain/commerce.ts';
import { STRICT_PHONE_PATTERN } from '../rules/phone-email.ts';

export * from '../plain/commerce.ts';

const productTypeField = z.coerce
  .number({ error: commerceMessages.productTypeInvalid })
  .refine((v) => v === 1 || v === 2 || v === 3, commerceMessages.productTypeInvalid)
  .transform((v) => v as 1 | 2 | 3)
  .describe('1 课程，2 插件，3 素材');

const productIdField = idParam(commerceMessages.productInvalid);

const extendTypeField = z
  .preprocess(
    (v) => blankToUndefined(v) ?? '',
    z.enum(['', 'web_link'], { error: commerceMessages.extendTypeInvalid }),
  )
  .describe("'' 商品本身；'web_link' 插件的功能介绍链接（仅 product_type 2）");

const orderNoField = z
  .string({ error: commerceMessages.orderNoRequired })
  .trim()
  .min(1, commerceMessages.orderNoRequired)
  .max(32, commerceMessages.orderNoRequired)
  .regex(/^[0-9A-Za-z]+$/, commerceMessages.orderNoRequired);

const productRef = {
  product_id: productIdField,
  product_type: productTypeField,
  product_extend_type: extendTypeField,
};

export const orderPreinfo = z.object({
  product_id: z.number().int(),
  product_type: z.number().int(),
  product_extend_type: z.string(),
  product_name: z.string().describe("web_link 时为 '{插件名}（功能介绍）'"),
  product_img: z.string(),
  order_amount: photonAmount.describe('单价（光子）：打折时为折后价'),
  num: z.number().int().describe('数量，恒为 1'),
  postage: photonAmount.describe('运费（光子），仅素材'),
  total_amount: photonAmount.describe('order_amount × num + postage（未减优惠）'),
});

export type OrderPreinfo = z.infer<typeof orderPreinfo>;

/** What /api/get-order and the pay answer carry (000 §3 "Order (result)"). */
export const orderResult = z.object({
  order_no: z.string(),
  status: z.number().int().describe('0 待支付，1 已支付，2 已关闭'),
  order_amount: photonAmount.describe('商品金额（光子）：单价 × 数量'),
  total_amount: photonAmount.describe('实付（光子）：商品金额 + 运费 − 优惠'),
  product_type: z.number().int(),
  product_id: z.number().int(),
  product_extend_type: z.string(),
});

export type OrderResult = z.infer<typeof orderResult>;

const consignee = z.object({
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  post_code: z.string(),
});

const logistic = z.object({
  delivery_time: z.string(),
  logistics_name: z.string(),
  logistics_no: z.string(),
});

/** One order in the lists and the detail (001 §3 "Order"). */
export const orderItem = z.object({
  id: z.number().int(),
  order_no: z.string(),
  product_id: z.number().int(),
  product_type: z.number().int().describe('1 课程，2 插件，3 素材'),
  product_type_text: z.string().describe('课程 / 插件 / 素材 / 插件功能介绍'),
  product_extend_type: z.string(),
  product_name: z.string(),
  product_img: z.string(),
  num: z.number().int(),
  order_amount: photonAmount.describe('单价（光子）'),
  postage: photonAmount,
  coupon_code: z.string(),
  coupon_discount: photonAmount,
  total_amount: photonAmount.describe('实付 / 应付（光子）'),
  bonus: photonAmount.describe('购买赠送的光子（插件 give_integral）'),
  status: z.number().int().describe('0 待支付，1 已支付，2 已关闭（超过 30 分钟未支付），3 已退款'),
  status_text: z.string(),
  is_physical: z.boolean().describe('实物订单：素材且运费 > 0'),
  pay_method: z.number().int().describe('0 光子支付，1 微信支付，2 支付宝'),
  pay_method_text: z.string(),
  created_at: chinaDateTime.describe('下单时间'),
  pay_time: chinaDateTime.nullable(),
  closed_at: chinaDateTime.nullable(),
  refund_time: chinaDateTime.nullable().describe('退款时间（已退款订单）'),
  consignee: consignee.nullable(),
  logistic: logistic.nullable(),
});

export type OrderItem = z.infer<typeof orderItem>;

export const addressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  post_code: z.string(),
  status: z.number().int().describe('1 默认地址（每位会员恰好一个），0 否'),
});

export type Address = z.infer<typeof addressSchema>;

/** Checkbox true/false, 1/0 or '1'/'0'; absent = not asked to be the default. */
const addressStatusField = z
  .preprocess(
    (v) =>
      v === true || v === 1 || v === '1'
        ? 1
        : v === false || v === 0 || v === '0' || v === undefined || v === null || v === ''
          ? 0
          : v,
    z.union([z.literal(0), z.literal(1)], { error: commerceMessages.statusInvalid }),
  )
  .describe('1 / true 设为默认；0 / false 不改变默认（默认地址只能通过把另一个地址设为默认来更换）');

const addressBody = requestBody({
  name: z
    .string({ error: commerceMessages.recipientRequired })
    .trim()
    .min(1, commerceMessages.recipientRequired)
    .max(50, commerceMessages.recipientTooLong),
  phone: z
    .string({ error: commerceMessages.addressPhoneRequired })
    .trim()
    .min(1, commerceMessages.addressPhoneRequired)
    .max(20, commerceMessages.addressPhoneInvalid)
    .regex(STRICT_PHONE_PATTERN, commerceMessages.addressPhoneInvalid),
  address: z
    .string({ error: commerceMessages.addressTextRequired })
    .trim()
    .min(1, commerceMessages.addressTextRequired)
    .max(255, commerceMessages.addressTextTooLong),
  post_code: z
    .preprocess(
      (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
      z.string({ error: commerceMessages.postCodeInvalid }).trim(),
    )
    .pipe(z.string().regex(/^(\d{6})?$/, commerceMessages.postCodeInvalid))
    .describe('可选，6 位数字'),
  status: addressStatusField,
});

const addressIdParams = z.object({ id: idParam(commerceMessages.addressNotFound) });

export const commerceCalls = {
  orderPreinfo: defineCall({
    method: 'POST',
    path: '/api/neworder/preinfo',
    summary: '结算页订单预览：单价、运费、合计均由服务端计算（已购、免费、下架的商品在此即被拒绝）',
    tag: 'commerce',
    auth: 'required',
    body: requestBody(productRef),
    data: orderPreinfo,
  }),
  couponCode: defineCall({
    method: 'POST',
    path: '/api/coupon-code',
    summary: '校验优惠码：data 为可减免的光子数（不消耗优惠码，支付成功时才计入使用次数）',
    tag: 'commerce',
    auth: 'required',
    body: requestBody({
      code: z
        .string({ error: commerceMessages.couponRequired })
        .trim()
        .min(1, commerceMessages.couponRequired)
        .max(32, commerceMessages.couponNotFound),
      ...productRef,
    }),
    data: photonAmount.describe('优惠金额（光子）'),
  }),
  orderStore: defineCall({
    method: 'POST',
    path: '/api/neworder/store',
    summary:
      "下单并用光子支付（一个事务）：成功 code 200、msg '购买成功'；余额不足 code 4423 且不做任何改动。带 order_no 时支付该待支付订单",
    tag: 'commerce',
    auth: 'required',
    body: requestBody({
      ...productRef,
      coupon_code: z
        .preprocess(
          (v) => blankToUndefined(v) ?? '',
          z
            .string({ error: commerceMessages.couponNotFound })
            .trim()
            .max(32, commerceMessages.couponNotFound),
        )
        .describe('可选；支付时重新校验'),
      address_id: z
        .preprocess(
          (v) => blankToUndefined(v === 0 || v === '0' ? undefined : v),
          idParam(commerceMessages.addressNotFound).optional(),
        )
        .describe('收货地址 id：素材必填，课程可选，插件忽略'),
      order_no: z
        .preprocess(blankToUndefined, orderNoField.optional())
        .describe('可选：由 /api/create-order 创建的待支付订单'),
    }),
    data: orderResult,
  }),
  getOrder: defineCall({
    method: 'POST',
    path: '/api/get-order',
    summary: '查询商品订单状态（支付结果页）',
    tag: 'commerce',
    auth: 'required',
    body: requestBody({ order_no: orderNoField }),
    data: orderResult,
  }),
  createOrder: defineCall({
    method: 'POST',
    path: '/api/create-order',
    summary:
      '先建待支付订单（30 分钟内未支付自动关闭），再带 order_no 去结算页；同一商品已有待支付订单时返回该订单',
    tag: 'commerce',
    auth: 'required',
    body: requestBody({
      type: productTypeField,
      id: productIdField,
      product_extend_type: extendTypeField,
    }),
    data: z.object({ order_no: z.string() }),
  }),
  addressList: defineCall({
    method: 'GET',
    path: '/api/address',
    summary: '我的收货地址：默认地址在前，其余按最近添加',
    tag: 'commerce',
    auth: 'required',
    data: z.array(addressSchema),
  }),
  addressCreate: defineCall({
    method: 'POST',
    path: '/api/address',
    summary: '添加收货地址（第一个地址自动成为默认地址）',
    tag: 'commerce',
    auth: 'required',
    body: addressBody,
    data: addressSchema,
  }),
  addressUpdate: defineCall({
    method: 'PUT',
    path: '/api/address/:id',
    summary: '修改收货地址；status 1 设为默认（「设为默认」即以原字段加 status 1 调用本接口）',
    tag: 'commerce',
    auth: 'required',
    params: addressIdParams,
    body: addressBody,
    data: addressSchema,
  }),
  addressDelete: defineCall({
    method: 'DELETE',
    path: '/api/address/:id/delete',
    summary: '删除收货地址；删除默认地址时最近添加的另一个地址成为默认',
    tag: 'commerce',
    auth: 'required',
    params: addressIdParams,
    data: z.null(),
  }),
  orderList: defineCall({
    method: 'GET',
    path: '/api/user/order-list',
    summary: '我的订单：cate_id 0 虚拟订单、1 实物订单（素材且运费 > 0）；关键词匹配商品名或订单号；最新在前',
    tag: 'commerce',
    auth: 'required',
    query: z.object({
      cate_id: z
        .preprocess((v) => blankToUndefined(v) ?? 0, z.coerce.number({ error: commerceMessages.cateInvalid }))
        .refine((v) => v === 0 || v === 1, commerceMessages.cateInvalid)
        .describe('0 虚拟订单，1 实物订单'),
      offset: offsetField.describe('页码减 1'),
      limit: limitField(PageSize.orders, 50),
      keywords: z
        .string({ error: commerceMessages.keywordsTooLong })
        .trim()
        .max(50, commerceMessages.keywordsTooLong)
        .optional()
        .default(''),
    }),
    data: z.object({ lists: z.array(orderItem), total: z.number().int() }),
  }),
  orderDetail: defineCall({
    method: 'GET',
    path: '/api/order/:id',
    summary: '订单详情：收货人、下单/支付/发货时间、支付方式、物流、结算',
    tag: 'commerce',
    auth: 'required',
    params: z.object({ id: idParam(commerceMessages.orderNotFound) }),
    data: orderItem,
  }),
};
