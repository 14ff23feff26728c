import { sql } from 'drizzle-orm';
import {
  boolean,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';

/**
 * Members. Money (integral) lives in hundredths-exact NUMERIC; the wallet ledger decides how it changes
 * (through debitMemberBalance / creditMemberBalance). Every write of this table lives in change-member.ts.
 * Passwords and security answers are argon2id hashes and never leave the server.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 32 }).notNull(),
    phone: varchar('phone', { length: 11 }),
    email: varchar('email', { length: 100 }),
    /** Set once the member confirmed the address through the signed link. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    avatar: text('avatar').notNull().default(''),
    /** '0' unset, '1' female, '2' male (001 §3). */
    sex: varchar('sex', { length: 1 }).notNull().default('0'),
    sign: varchar('sign', { length: 100 }).notNull().default(''),
    intro: text('intro').notNull().default(''),
    occupation: varchar('occupation', { length: 50 }).notNull().default(''),
    wechat: varchar('wechat', { length: 50 }).notNull().default(''),
    qq: varchar('qq', { length: 20 }).notNull().default(''),
    integral: numeric('integral', { precision: 14, scale: 2 }).notNull().default('0'),
    /** Upload permission flags (creator). */
    canUploadPlug: boolean('can_upload_plug').notNull().default(false),
    canUploadCourse: boolean('can_upload_course').notNull().default(false),
    canUploadGoods: boolean('can_upload_goods').notNull().default(false),
    /** Shows the '插件上传' header link (000 §2.3). */
    bind: boolean('bind').notNull().default(false),
    vipPermanent: boolean('vip_permanent').notNull().default(false),
    vipEndtime: timestamp('vip_endtime', { withTimezone: true }),
    /** The three security answers, each an argon2id hash of the trimmed answer; null until set. */
    securityAnswers: jsonb('security_answers').$type<{ 1: string; 2: string; 3: string }>(),
    /** Set by staff (the back office): a disabled member cannot sign in; their sessions were revoked then. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: varchar('disabled_reason', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_phone_unique')
      .on(t.phone)
      .where(sql`${t.phone} is not null`),
    uniqueIndex('users_email_unique')
      .on(t.email)
      .where(sql`${t.email} is not null`),
  ],
);
