import {
  ADMIN_ACTION_TEXT,
  areasOf,
  formatChinaDateTime,
  STAFF_ROLE_TEXT,
  type AuditEntry,
  type StaffInfo,
} from '@app/contract';
import type { adminAuditLog, StaffRow } from './schema.ts';

export function presentStaff(row: StaffRow): StaffInfo {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    role: row.role,
    role_text: STAFF_ROLE_TEXT[row.role] ?? row.role,
    totp_enabled: Boolean(row.totpSecret),
    areas: areasOf(row.role),
    last_login_at: row.previousLoginAt ? formatChinaDateTime(row.previousLoginAt) : null,
  };
}

export function presentAuditEntry(row: typeof adminAuditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    staff_id: row.staffId,
    staff_name: row.staffName,
    action: row.action,
    action_text: ADMIN_ACTION_TEXT[row.action] ?? row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    before: row.before,
    after: row.after,
    ip: row.ip,
    user_agent: row.userAgent,
    created_at: formatChinaDateTime(row.createdAt),
  };
}
