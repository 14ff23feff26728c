import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { StaffRole } from '@app/contract';
import { createdAt, updatedAt, timestampNow } from '../../db/columns.ts';

/**
 * Back-office staff (docs/spec-decisions.md "Back office"), apart from members: a staff account signs in at
 * /admin only, and a member's session never reaches an admin call. Passwords are argon2id (the account
 * slice's hashSecret). The TOTP secret is sealed at rest (AES-256-GCM, totp-secret.ts); `totp_pending` holds
 * the one being enrolled until a first code confirms it. `totp_last_step` is the 30-second step of the last
 * code accepted: a code works once.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 11 }).notNull(),
    name: varchar('name', { length: 32 }).notNull(),
    role: varchar('role', { length: 16 }).notNull().$type<StaffRole>(),
    passwordHash: text('password_hash').notNull(),
    totpSecret: text('totp_secret'),
    totpPending: text('totp_pending'),
    totpLastStep: integer('totp_last_step'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The sign-in before the current one: shown as 上次登录, so staff notice a sign-in that was not theirs. */
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('staff_phone_unique').on(t.phone)],
);

/** Staff sessions: opaque tokens stored as SHA-256, 12-hour sliding expiry, revoked on logout or disable. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestampNow('last_used_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: varchar('user_agent', { length: 255 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_unique').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/**
 * Every staff action: who, what, on which record, the record before and after, when and from where. Written
 * in the same transaction as the action (audit.ts), so an action without its row cannot commit. Append-only:
 * a trigger (audit-append-only.sql, added to the migration by scripts/db-generate.sh) refuses UPDATE and
 * DELETE, and the application has no code path that would try.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    /** Copied so the log still reads right after a staff account is renamed. */
    staffName: varchar('staff_name', { length: 32 }).notNull(),
    action: varchar('action', { length: 48 }).notNull(),
    targetType: varchar('target_type', { length: 32 }).notNull(),
    targetId: varchar('target_id', { length: 64 }).notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_created_idx').on(t.createdAt),
    index('admin_audit_staff_idx').on(t.staffId, t.createdAt),
    index('admin_audit_target_idx').on(t.targetType, t.targetId),
    index('admin_audit_action_idx').on(t.action, t.createdAt),
  ],
);

export type StaffRow = typeof staff.$inferSelect;
