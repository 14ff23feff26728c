import { parseChinaTime } from '@app/contract/web';
/** The VIP part of the stored user (names.md): null, or permanent / until endtime 'YYYY-MM-DD HH:mm:ss'. */
export interface VipInfo {
  permanent: boolean;
  endtime: string | null;
}

export interface VipStatus {
  text: string;
  /** '开通会员' link to /ai/vip, when membership can be bought. */
  offer: boolean;
}

/** The AI header's VIP line (002 §2 "VIP status line"). */
export function vipStatus(vip: VipInfo | null | undefined, now: Date): VipStatus {
  if (!vip) return { text: '', offer: true };
  if (vip.permanent) return { text: '永久VIP', offer: false };
  // endtime is China time without a zone; the comparison reads it as UTC+8.
  const end = vip.endtime ? parseChinaTime(vip.endtime) : null;
  if (end && !Number.isNaN(end.getTime()) && end.getTime() < now.getTime())
    return { text: 'VIP已过期', offer: true };
  return { text: `VIP到期时间：${vip.endtime ?? ''}`, offer: false };
}
