import type { ReplyMessage } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { countUnreadNotices, listNoticeMessages, markNoticesRead } from './member-notices.ts';
import { countUnreadReplies, listReplyMessages, markRepliesRead } from './replies-to-member.ts';

/**
 * 消息回复 (001 §2.12) holds two kinds of message: replies to the member's comments and system notices
 * (docs/spec-decisions.md "people are told"). These functions are the one place that joins them: the list, its read-marking and
 * the unread count (wait_read in the header and 基本信息).
 */

/** wait_read: unread replies plus unread notices. */
export async function countUnreadMessages(db: DbOrTx, userId: number): Promise<number> {
  const [replies, notices] = await Promise.all([
    countUnreadReplies(db, userId),
    countUnreadNotices(db, userId),
  ]);
  return replies + notices;
}

/**
 * One page of the list, newest first across both kinds. Each kind gives its newest rows up to the end of
 * the page, so merging them and cutting the page out is exact (the list is 15 a page; deep pages read
 * more rows, which a member's message count keeps small).
 */
export async function listMemberMessages(
  db: DbOrTx,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ lists: ReplyMessage[]; total: number }> {
  const start = page.offset * page.limit;
  const take = start + page.limit;
  const [replies, notices] = await Promise.all([
    listReplyMessages(db, userId, take),
    listNoticeMessages(db, userId, take),
  ]);
  const merged = [...replies.items, ...notices.items].sort((a, b) => b.at.getTime() - a.at.getTime());
  return {
    lists: merged.slice(start, take).map((entry) => entry.item),
    total: replies.total + notices.total,
  };
}

/** Opening the list's first page reads both kinds. */
export async function markMessagesRead(db: DbOrTx, userId: number): Promise<void> {
  await markRepliesRead(db, userId);
  await markNoticesRead(db, userId);
}
