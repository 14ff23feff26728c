import { formatAmount, ProductType } from '@app/contract/web';
import { productHref } from '../checkout/checkout-rules.ts';
import { paths } from '../../../shared/paths.ts';

/** order_type 1 = a product order; anything else = a photon recharge order (000 §2.16). */
export type ResultKind = 'product' | 'recharge';
export function resultKind(orderType: string | null): ResultKind {
  return orderType === '1' ? 'product' : 'recharge';
}

export type ResultState = 'success' | 'pending' | 'failure';

/**
 * Decision (000 §4 has two readings): both the tips text and the panel follow the order's status. 1 is
 * success. A recharge still at 0 may be paid a moment later (the provider's notify or the server's query
 * has not landed yet), so it reads as pending and is checked again; a product order is paid in the same
 * request as the purchase, so 0 or 2 there is a failure.
 */
export function resultState(kind: ResultKind, status: number): ResultState {
  if (status === 1) return 'success';
  if (kind === 'recharge' && status === 0) return 'pending';
  return 'failure';
}

/** The tips text of 000 §4: '支付成功' when the status is 1, else '支付失败' (pending says it waits). */
export function tipsText(state: ResultState): string {
  if (state === 'success') return '支付成功';
  if (state === 'pending') return '正在确认支付结果…';
  return '支付失败';
}

/** Amounts: 光子 for product orders, 元 for recharge orders (000 §2.16, §9). */
export function amountText(kind: ResultKind, amount: number): string {
  const fixed = formatAmount(amount);
  return kind === 'product' ? `${fixed} 光子` : `￥${fixed} 元`;
}

export function failureText(phone: string): string {
  return `订单交易失败，请重新下单或进入订单详情重新支付，客服联系方式：${phone}`;
}

/**
 * The product button (000 §2.16 'enter product intro'), named for what comes next when the order is paid:
 * 去学习 for a course, 去下载 for a plugin or a material, 查看功能介绍 for a plugin's function-intro link.
 */
export function productAction(
  order: { product_type: number; product_id: number; product_extend_type: string },
  paid: boolean,
): { label: string; href: string } {
  const href = productHref(order.product_type, order.product_id);
  if (!paid) return { label: '进入商品介绍', href };
  if (order.product_extend_type === 'web_link') return { label: '查看功能介绍', href };
  return { label: order.product_type === ProductType.course ? '去学习' : '去下载', href };
}

/** On success the page also links home, the course list, plugins, materials and the personal centre. */
export const SUCCESS_LINKS = [
  { label: '首页', href: paths.home() },
  { label: '课程', href: paths.courseList() },
  { label: '插件', href: paths.plugList() },
  { label: '素材', href: paths.goodsList() },
  { label: '个人中心', href: paths.userInfo() },
] as const;

/** Recharge orders still pending are checked again every 3 s, for at most this many times (one minute). */
export const PENDING_CHECKS = 20;
