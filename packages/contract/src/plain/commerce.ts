// Plain values of the commerce calls (messages, limits, order states): zod-free, so the web imports them.
/**
 * Messages of checkout, orders, coupons and addresses (000 §2.15, §4, §5, §8; 001 §2.8, §2.9, §2.13, §5).
 * Spec wording kept verbatim, typos included: clients compare '购买成功', and '请选择收获地址' is the spec's.
 */
export const commerceMessages = {
  buyOk: '购买成功',
  refundOk: '已退款，光子已退回会员账户',
  refundNotPaid: '只有已支付的订单可以退款',
  refundAlready: '该订单已退款',
  refundBonusSpent: '会员已用掉该订单赠送的光子，余额不足以收回，无法退款',
  addressRequired: '请选择收获地址',
  productTypeInvalid: '商品类型错误',
  productInvalid: '商品参数错误',
  extendTypeInvalid: '购买类型错误',
  productNotFound: '商品不存在或已下架',
  freeCourse: '该课程免费，请在课程页点击“加入学习”',
  freeWebLink: '该插件的功能介绍免费开放，无需购买',
  noWebLink: '该插件没有可购买的功能介绍',
  ownedCourse: '您已购买过该课程，无需重复购买',
  ownedPlug: '您已购买过该插件，无需重复购买',
  ownedGoods: '您已购买过该素材，无需重复购买',
  ownedWebLink: '您已购买过该插件的功能介绍，无需重复购买',
  insufficient: '光子余额不足',
  orderNoRequired: '订单号错误!',
  orderNotFound: '订单不存在',
  orderClosed: '订单已关闭，请重新下单',
  orderPaid: '订单已支付，请勿重复支付',
  orderMismatch: '订单与所购商品不一致',
  orderCreated: '订单创建成功',
  addressNotFound: '收货地址不存在',
  couponRequired: '请输入优惠码',
  couponNotFound: '优惠码不存在',
  couponNotStarted: '优惠码尚未生效',
  couponExpired: '优惠码已过期',
  couponNotApplicable: '该优惠码不适用于此商品',
  couponMinAmount: '订单金额满 {amount} 光子才能使用该优惠码',
  couponUsedUp: '优惠码已被领完',
  couponUserLimit: '您已达到该优惠码的使用次数上限',
  couponOk: '优惠码可用',
  // addresses (001 §5: the edit dialog's messages; the checkout's inline form checks its own first)
  recipientRequired: '请输入收件人',
  recipientTooLong: '收件人不能超过 50 个字符',
  addressPhoneRequired: '请输入手机号',
  addressPhoneInvalid: '请输入正确的号码格式',
  addressTextRequired: '请输入联系地址',
  addressTextTooLong: '联系地址不能超过 255 个字符',
  postCodeInvalid: '邮编格式错误',
  statusInvalid: '默认地址参数错误',
  addressLimit: '收货地址最多保存 {max} 个',
  addressAdded: '添加成功',
  addressUpdated: '修改成功',
  addressDeleted: '删除成功',
  cateInvalid: '订单类型错误',
  keywordsTooLong: '搜索关键词不能超过 50 个字符',
} as const;

/** Pending product orders close after this many minutes (the order-close sweep). */
export const ORDER_PENDING_MINUTES = 30;

/** Addresses one member may keep. */
export const ADDRESS_MAX = 20;

/** Product order status (001 §4): 0 待支付, 1 已支付, 2 已关闭; 3 已退款 (refunded to 光子 by staff in the back office). */
export const ProductOrderStatus = { pending: 0, paid: 1, closed: 2, refunded: 3 } as const;

export const PRODUCT_ORDER_STATUS_TEXT = { 0: '待支付', 1: '已支付', 2: '已关闭', 3: '已退款' } as const;
