import {
  boolean,
  index,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { memberRef } from '../../kernel/schema.ts';
import { createdAt, timestampNow } from '../../db/columns.ts';

/** Opaque bearer tokens, stored as SHA-256; 30-day sliding expiry; revoked on logout or password change. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: memberRef('user_id', 'cascade').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestampNow('last_used_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: varchar('user_agent', { length: 255 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
  },
  (t) => [uniqueIndex('sessions_token_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Verification codes: HMAC-hashed, 5 minutes, single use, at most 5 wrong tries. `target` is a phone, or an
 * e-mail for registration by e-mail (000 §5: the register form takes a phone or an e-mail).
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    target: varchar('target', { length: 100 }).notNull(),
    scene: varchar('scene', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_target_scene_idx').on(t.target, t.scene, t.createdAt)],
);

/** Links between a member and a social identity (WeChat website login, QQ Connect). */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    userId: memberRef('user_id', 'cascade').notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    subject: varchar('subject', { length: 128 }).notNull(),
    nickname: varchar('nickname', { length: 64 }).notNull().default(''),
    avatar: text('avatar'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_provider_subject_unique').on(t.provider, t.subject),
    uniqueIndex('social_user_provider_unique').on(t.userId, t.provider),
  ],
);

/**
 * A pending e-mail change (set-email): the member's e-mail changes only when the signed link comes back.
 * `verifyCode` is random and names the row; the link's HMAC covers user id, e-mail, timestamp and code.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    userId: memberRef('user_id', 'cascade').notNull(),
    email: varchar('email', { length: 100 }).notNull(),
    verifyCode: varchar('verify_code', { length: 64 }).notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_verifications_code_unique').on(t.verifyCode),
    index('email_verifications_user_idx').on(t.userId),
  ],
);

/**
 * How a member wants to hear what staff did (docs/spec-decisions.md "people are told by SMS or e-mail"):
 * 消息回复 always; SMS and e-mail only when switched on here (no row = neither). E-mail needs a verified
 * address and SMS a bound phone when switched on, and delivery checks both again.
 */
export const noticeChannels = pgTable('notice_channels', {
  userId: memberRef('user_id', 'cascade').primaryKey(),
  sms: boolean('sms').notNull().default(false),
  email: boolean('email').notNull().default(false),
  updatedAt: timestampNow('updated_at'),
});
