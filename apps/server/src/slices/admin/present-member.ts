import {
  decimalToAmount,
  formatChinaDateTime,
  isVipActive,
  type AdminMember,
  type AdminMemberDetail,
} from '@app/contract';
import type { MemberRow } from '../../kernel/members/index.ts';
import type { readMember } from './list-members.ts';

export function presentAdminMember(row: MemberRow, now = new Date()): AdminMember {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    avatar: row.avatar,
    balance: decimalToAmount(row.integral),
    vip: {
      permanent: row.vipPermanent,
      endtime: row.vipEndtime ? formatChinaDateTime(row.vipEndtime) : null,
      active: isVipActive({ permanent: row.vipPermanent, endsAt: row.vipEndtime }, now),
    },
    flags: {
      can_upload_course: row.canUploadCourse,
      can_upload_plug: row.canUploadPlug,
      can_upload_goods: row.canUploadGoods,
      bind: row.bind,
    },
    disabled: row.disabledAt !== null,
    disabled_at: row.disabledAt ? formatChinaDateTime(row.disabledAt) : null,
    disabled_reason: row.disabledReason,
    created_at: formatChinaDateTime(row.createdAt),
  };
}

export function presentAdminMemberDetail(found: Awaited<ReturnType<typeof readMember>>): AdminMemberDetail {
  return {
    ...presentAdminMember(found.row),
    paid_orders: found.paidOrders,
    active_sessions: found.activeSessions,
    has_password: Boolean(found.row.passwordHash),
    email_verified: found.row.emailVerifiedAt !== null,
  };
}
