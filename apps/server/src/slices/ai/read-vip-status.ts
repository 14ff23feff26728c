import { isVipActive, type VipInfoData, formatChinaDateTime } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { MemberRow } from '../../kernel/members/index.ts';
import { readDailyUsage } from './daily-usage.ts';
import { readVipSettings } from './vip-settings.ts';

/** A member's VIP term as the user answer and the purchase answer show it (null: never a VIP). */
export function presentVip(row: { vipPermanent: boolean; vipEndtime: Date | null }): VipInfoData | null {
  if (!row.vipPermanent && !row.vipEndtime) return null;
  return {
    permanent: row.vipPermanent,
    endtime: row.vipEndtime ? formatChinaDateTime(row.vipEndtime) : null,
  };
}

/** GET /api/ai/vip for a guest (002 §8: the AI area is public): not a VIP, nothing free until signed in. */
export const GUEST_VIP_STATUS = { is_vip: false, free_chat: 0, free_img: 0 } as const;

/** GET /api/ai/vip: whether the member is a VIP now, and the free uses left today (China day). */
export async function readVipStatus(db: DbOrTx, member: MemberRow, now: Date) {
  const [settings, used] = await Promise.all([readVipSettings(db), readDailyUsage(db, member.id, now)]);
  return {
    is_vip: isVipActive({ permanent: member.vipPermanent, endsAt: member.vipEndtime }, now),
    free_chat: Math.max(0, settings.free_chat - used.chat),
    free_img: Math.max(0, settings.free_img - used.img),
  };
}
