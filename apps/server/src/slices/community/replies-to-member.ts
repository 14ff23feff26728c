import { formatChinaDateTime } from '@app/contract';
import type { ReplyMessage } from '@app/contract';
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../kernel/members/index.ts';
import { authorColumns } from './author-columns.ts';
import { presentCommentUser } from './present-comment.ts';
import { commentReplies, comments } from './schema.ts';

/**
 * Replies that notify the member: replies to their comments written by someone else (a replier who no
 * longer exists still counts; the member's own replies under their comment never do). The one definition
 * behind the message list, its read-marking and wait_read.
 */
function addressedTo(userId: number): SQL {
  return and(eq(comments.userId, userId), sql`${commentReplies.userId} is distinct from ${userId}`)!;
}

/** wait_read (001 §2.3): replies addressed to the member that they have not seen in the message list. */
export async function countUnreadReplies(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(commentReplies)
    .innerJoin(comments, eq(comments.id, commentReplies.commentId))
    .where(and(addressedTo(userId), isNull(commentReplies.readAt)));
  return Number(row?.n ?? 0);
}

/**
 * The member's newest `take` replies as message-list items (001 §2.12), each with its time for merging
 * with the system notices (message-list.ts), and how many there are in all. `unread` is the state before
 * the list was opened.
 */
export async function listReplyMessages(
  db: DbOrTx,
  userId: number,
  take: number,
): Promise<{ items: { at: Date; item: ReplyMessage }[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: commentReplies.id,
        content: commentReplies.content,
        createdAt: commentReplies.createdAt,
        readAt: commentReplies.readAt,
        author: authorColumns,
        comment: {
          id: comments.id,
          content: comments.content,
          createdAt: comments.createdAt,
          targetType: comments.targetType,
          targetId: comments.targetId,
        },
      })
      .from(commentReplies)
      .innerJoin(comments, eq(comments.id, commentReplies.commentId))
      .leftJoin(users, eq(users.id, commentReplies.userId))
      .where(addressedTo(userId))
      .orderBy(desc(commentReplies.createdAt), desc(commentReplies.id))
      .limit(take),
    db
      .select({ n: count() })
      .from(commentReplies)
      .innerJoin(comments, eq(comments.id, commentReplies.commentId))
      .where(addressedTo(userId)),
  ]);
  return {
    items: rows.map((row) => ({
      at: row.createdAt,
      item: {
        id: row.id,
        kind: 'reply' as const,
        link: null,
        content: row.content,
        created_at: formatChinaDateTime(row.createdAt),
        unread: row.readAt === null,
        user: presentCommentUser(row.author),
        comment: {
          id: row.comment.id,
          content: row.comment.content,
          created_at: formatChinaDateTime(row.comment.createdAt),
          // The message list names course comments 'task' (查看原链接 → coursepage/{target_id}, 001 §2.12).
          target_type: row.comment.targetType === 'course' ? ('task' as const) : ('goods' as const),
          target_id: row.comment.targetId,
        },
      },
    })),
    total: Number(total?.n ?? 0),
  };
}

/** Marks every reply addressed to the member as read (opening the message list, 001 §2.12). */
export async function markRepliesRead(db: DbOrTx, userId: number): Promise<void> {
  const own = db.select({ id: comments.id }).from(comments).where(eq(comments.userId, userId));
  await db
    .update(commentReplies)
    .set({ readAt: new Date() })
    .where(
      and(
        isNull(commentReplies.readAt),
        inArray(commentReplies.commentId, own),
        sql`${commentReplies.userId} is distinct from ${userId}`,
      ),
    );
}
