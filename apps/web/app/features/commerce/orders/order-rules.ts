import { ProductOrderStatus } from '@app/contract/web';

/** 001 §2.8: 虚拟订单 (cate_id 0) and 实物订单 (cate_id 1: materials shipped with postage). */
export const ORDER_TABS = [
  { cateId: 0, label: '虚拟订单' },
  { cateId: 1, label: '实物订单' },
] as const;
export type OrderCate = (typeof ORDER_TABS)[number]['cateId'];

/** The 详情 link shows only for paid orders (001 §4), and for paid orders staff refunded later. */
export function canOpenDetail(status: number): boolean {
  return status === ProductOrderStatus.paid || status === ProductOrderStatus.refunded;
}

export function statusColor(status: number): string {
  if (status === ProductOrderStatus.paid) return 'success';
  if (status === ProductOrderStatus.pending) return 'warning';
  return 'default';
}

/** /user/order/:id → a positive id, or null (001 §8: a missing id sends the member back). */
export function parseOrderId(param: string | undefined): number | null {
  if (!param || !/^\d{1,12}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

/** The search box: trimmed, at most 50 characters (the call's limit). */
export function normaliseKeywords(text: string): string {
  return text.trim().slice(0, 50);
}
