import { communityMessages, formatChinaDateTime } from '@app/contract';
import type { ReplyMessage } from '@app/contract';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberNotices } from './schema.ts';
import { scheduleNoticeDelivery } from './notice-delivery.ts';

export interface MemberNotice {
  userId: number;
  /** A few words: what the notice is about (e.g. 投稿审核结果). */
  title: string;
  /** The sentence the member reads, e.g. 您的投稿《X》已通过审核. */
  body: string;
  /** A site path the notice leads to, or null. */
  link: string | null;
}

/**
 * Tells a member what staff did (docs/spec-decisions.md "people are told"). The slice that owns the action calls this with its own
 * transaction, so the notice commits with the action or not at all.
 */
export async function sendMemberNotice(tx: DbOrTx, notice: MemberNotice): Promise<void> {
  const [row] = await tx
    .insert(memberNotices)
    .values({
      userId: notice.userId,
      title: notice.title.slice(0, 100),
      body: notice.body,
      link: notice.link?.slice(0, 300) ?? null,
    })
    .returning({ id: memberNotices.id });
  await scheduleNoticeDelivery(tx, notice.userId, row!.id);
}

export async function countUnreadNotices(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberNotices)
    .where(and(eq(memberNotices.userId, userId), isNull(memberNotices.readAt)));
  return Number(row?.n ?? 0);
}

/**
 * The member's newest `take` notices as message-list items (see the contract's replyMessage: the notice
 * text as content, 系统通知 as the sender, its title where a reply shows the member's comment), each with
 * its time for merging with the replies, and how many there are in all.
 */
export async function listNoticeMessages(
  db: DbOrTx,
  userId: number,
  take: number,
): Promise<{ items: { at: Date; item: ReplyMessage }[]; total: number }> {
  const mine = eq(memberNotices.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(memberNotices)
      .where(mine)
      .orderBy(desc(memberNotices.createdAt), desc(memberNotices.id))
      .limit(take),
    db.select({ n: count() }).from(memberNotices).where(mine),
  ]);
  const items = rows.map((row) => {
    const createdAt = formatChinaDateTime(row.createdAt);
    const item: ReplyMessage = {
      id: row.id,
      kind: 'notice',
      link: row.link,
      content: row.body,
      created_at: createdAt,
      unread: row.readAt === null,
      user: { id: null, name: communityMessages.systemSender, avatar: '' },
      comment: { id: 0, content: row.title, created_at: createdAt, target_type: 'task', target_id: 0 },
    };
    return { at: row.createdAt, item };
  });
  return { items, total: Number(total?.n ?? 0) };
}

/** Marks the member's notices read (opening the message list, as for replies). */
export async function markNoticesRead(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(memberNotices)
    .set({ readAt: new Date() })
    .where(and(eq(memberNotices.userId, userId), isNull(memberNotices.readAt)));
}
