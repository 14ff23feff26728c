import { PRODUCT_ORDER_STATUS_TEXT } from '@app/contract/web';

/** Labels and colours the money screens share. */
export const ORDER_STATUS_OPTIONS = Object.entries(PRODUCT_ORDER_STATUS_TEXT).map(([value, label]) => ({
  value,
  label,
}));
export const ORDER_STATUS_COLOR: Record<number, string> = {
  0: 'warning',
  1: 'success',
  2: 'default',
  3: 'error',
};
export const PRODUCT_TYPE_OPTIONS = [
  { value: '1', label: '课程' },
  { value: '2', label: '插件' },
  { value: '3', label: '素材' },
  { value: '4', label: 'VIP' },
];
export const RECHARGE_STATUS_OPTIONS = [
  { value: '0', label: '待支付' },
  { value: '1', label: '已支付' },
  { value: '2', label: '已关闭' },
];
export const RECHARGE_STATUS_COLOR: Record<number, string> = { 0: 'warning', 1: 'success', 2: 'default' };
export const PROVIDER_TEXT: Record<string, string> = {
  wechat: '微信支付',
  alipay: '支付宝',
  sandbox: '沙箱',
};
export const PROVIDER_STATE_TEXT: Record<string, string> = {
  paid: '渠道：已支付',
  unpaid: '渠道：未支付',
  closed: '渠道：已关闭',
  unknown: '渠道：未配置，无法查询',
};
export const SOURCE_OPTIONS = [
  { value: 'order', label: '购买' },
  { value: 'recharge', label: '充值' },
  { value: 'bonus', label: '购买赠送' },
  { value: 'grant', label: '发放' },
  { value: 'vip', label: 'VIP' },
  { value: 'refund', label: '退款' },
  { value: 'adjust', label: '人工调整' },
];
export const SOURCE_TEXT: Record<string, string> = Object.fromEntries(
  SOURCE_OPTIONS.map((o) => [o.value, o.label]),
);

/** An export link: the list's filters on the CSV path (signed by the admin cookie). */
export function exportHref(path: string, filters: Record<string, string | number>): string {
  const search = new URLSearchParams(
    Object.entries(filters)
      .filter(([, v]) => v !== '' && v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}
