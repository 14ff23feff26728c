import { maskPhone, noticeChannelMessages, type NoticeChannels } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { refuse } from '../../kernel/errors/index.ts';
import { users } from '../../kernel/members/index.ts';
import { noticeChannels } from './schema.ts';

/**
 * Where a member's notices may go besides 消息回复, as delivery needs it: the phone when SMS is on and a
 * phone is bound, the address when e-mail is on and verified (docs/spec-decisions.md "people are told by
 * SMS or e-mail"). Read again when the job runs, so a switch turned off or an address removed since counts.
 */
export interface NoticeTargets {
  phone: string | null;
  email: string | null;
}

async function readRow(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      phone: users.phone,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      sms: noticeChannels.sms,
      mail: noticeChannels.email,
    })
    .from(users)
    .leftJoin(noticeChannels, eq(noticeChannels.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

const verifiedEmail = (row: { email: string | null; emailVerifiedAt: Date | null }) =>
  row.email && row.emailVerifiedAt ? row.email : '';

export async function readNoticeTargets(db: DbOrTx, userId: number): Promise<NoticeTargets> {
  const row = await readRow(db, userId);
  if (!row) return { phone: null, email: null };
  return {
    phone: row.sms && row.phone ? row.phone : null,
    email: row.mail ? verifiedEmail(row) || null : null,
  };
}

/** 基本信息's 消息通知: the switches and what each would use. */
export async function readNoticeChannels(db: DbOrTx, userId: number): Promise<NoticeChannels> {
  const row = (await readRow(db, userId))!;
  const email = verifiedEmail(row);
  return {
    sms: Boolean(row.sms && row.phone),
    email: Boolean(row.mail && email),
    phone: row.phone ? maskPhone(row.phone) : '',
    email_address: email,
    can_sms: Boolean(row.phone),
    can_email: Boolean(email),
  };
}

/** Saves the switches; turning one on without its bound phone / verified e-mail is refused, changing nothing. */
export async function saveNoticeChannels(
  db: DbOrTx,
  userId: number,
  choice: { sms: boolean; email: boolean },
): Promise<NoticeChannels> {
  const current = await readNoticeChannels(db, userId);
  if (choice.sms && !current.can_sms) throw refuse(noticeChannelMessages.noPhone);
  if (choice.email && !current.can_email) throw refuse(noticeChannelMessages.noEmail);
  const now = new Date();
  await db
    .insert(noticeChannels)
    .values({ userId, sms: choice.sms, email: choice.email, updatedAt: now })
    .onConflictDoUpdate({
      target: noticeChannels.userId,
      set: { sms: choice.sms, email: choice.email, updatedAt: now },
    });
  return readNoticeChannels(db, userId);
}
