import { ProductType, type PlugDetail } from '@app/contract/web';
import { checkoutHref } from '../../../shared/checkout-href.ts';

/** 000 §4: '立即购买' when price > 0 and not purchased; otherwise '再次购买' when repeat_buy == 1; else none. */
export function buyButtonLabel(
  plug: Pick<PlugDetail, 'price' | 'purchase' | 'repeat_buy'>,
): '立即购买' | '再次购买' | null {
  if (plug.price > 0 && plug.purchase <= 0) return '立即购买';
  if (plug.repeat_buy === 1) return '再次购买';
  return null;
}

export type FunctionIntroAction =
  { kind: 'checkout'; href: string } | { kind: 'open'; url: string } | { kind: 'none' };

/** 功能介绍 (000 §4): a priced, unbought web link goes to checkout (web_link); otherwise the link opens. */
export function functionIntroAction(
  plug: Pick<PlugDetail, 'id' | 'web_link' | 'web_link_price' | 'web_link_purchase'>,
): FunctionIntroAction {
  if (plug.web_link_price > 0 && plug.web_link_purchase <= 0) {
    return { kind: 'checkout', href: checkoutHref(plug.id, ProductType.plug, { extendType: 'web_link' }) };
  }
  return plug.web_link ? { kind: 'open', url: plug.web_link } : { kind: 'none' };
}

export type DownloadKind = 'package' | 'manual' | 'other';

/** Which counter a download of this kind increases (000 §7 POST /api/plug/{id}/count). */
export const COUNT_FIELD = {
  package: 'download_package',
  manual: 'download_manual',
  other: 'download_case',
} as const satisfies Record<DownloadKind, string>;

/**
 * 000 §4 downloads: a guest must sign in; a member without rights (download false: not bought) is told to
 * buy; a member with rights but no link for this item sees '暂无权限'.
 */
export function downloadDecision(
  signedIn: boolean,
  plug: Pick<PlugDetail, 'download'>,
  item: { download_link?: string },
): 'login' | 'buy-first' | 'forbidden' | 'allowed' {
  if (!signedIn) return 'login';
  if (!plug.download) return 'buy-first';
  return item.download_link ? 'allowed' : 'forbidden';
}

/** The neighbour to open, or null with '已经是最后一条啦！' when there is none or it is this very item. */
export function neighbourTarget(currentId: number, neighbourId: number | null): number | null {
  return neighbourId === null || neighbourId === currentId ? null : neighbourId;
}

/** 000 §9: a horizontal swipe longer than 150 px. Left goes to the next item, right to the previous one. */
export const SWIPE_THRESHOLD_PX = 150;

export function swipeDirection(
  dx: number,
  dy: number,
  threshold = SWIPE_THRESHOLD_PX,
): 'prev' | 'next' | null {
  // A mostly vertical gesture is a scroll, not a swipe.
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'prev';
}
