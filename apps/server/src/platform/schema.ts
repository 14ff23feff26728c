import {
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
import { createdAt, updatedAt } from '../db/columns.ts';

/** Messages the dev SMS/e-mail adapters "sent" (outside production only). */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: serial('id').primaryKey(),
    channel: varchar('channel', { length: 8 }).notNull(),
    to: varchar('to', { length: 128 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull().default(''),
    body: text('body').notNull(),
    code: varchar('code', { length: 16 }),
    link: text('link'),
    createdAt: createdAt(),
  },
  (t) => [index('dev_outbox_to_idx').on(t.to, t.createdAt)],
);

/** Database-backed counters (rate limits, lockouts) when several processes share no Redis. */
export const counters = pgTable('counters', {
  key: varchar('key', { length: 200 }).primaryKey(),
  count: integer('count').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Key/value site settings edited by operators: footer, config pages, agreements (JSON values). */
export const siteSettings = pgTable('site_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** Test identities of the dev OAuth provider (outside production): stand-ins for WeChat / QQ accounts. */
export const devOauthIdentities = pgTable(
  'dev_oauth_identities',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 16 }).notNull(),
    subject: varchar('subject', { length: 64 }).notNull(),
    nickname: varchar('nickname', { length: 64 }).notNull(),
    avatar: text('avatar'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('dev_oauth_identities_subject_idx').on(t.provider, t.subject)],
);

/** One-time codes the dev OAuth page hands to the callback; kept as SHA-256 hashes, valid 5 minutes. */
export const devOauthCodes = pgTable('dev_oauth_codes', {
  codeHash: varchar('code_hash', { length: 64 }).primaryKey(),
  identityId: integer('identity_id')
    .notNull()
    .references(() => devOauthIdentities.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
