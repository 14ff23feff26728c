import { Code, communityMessages, type CommentReplyItem } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { users } from '../../kernel/members/index.ts';
import { authorColumns } from './author-columns.ts';
import { assertVisibleTarget } from './comment-target.ts';
import { claimDailyPost } from './daily-limit.ts';
import { presentReply } from './present-comment.ts';
import { commentReplies, comments } from './schema.ts';

export interface NewReply {
  userId: number;
  commentId: number;
  /** Already trimmed and bounded by the contract. */
  content: string;
}

async function authorOf(tx: Tx, userId: number | null) {
  if (userId === null) return null;
  const [row] = await tx.select(authorColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Replies to a comment on a public item, within the daily limit. The reply is addressed to the comment's
 * author and waits unread in their message list, except a reply to one's own comment, which is born read.
 */
export async function postReply(db: Db, input: NewReply): Promise<CommentReplyItem> {
  return db.transaction(async (tx) => {
    // FOR SHARE: the comment cannot disappear between this check and the insert below.
    const [comment] = await tx.select().from(comments).where(eq(comments.id, input.commentId)).for('share');
    if (!comment) throw new DomainError(Code.notFound, communityMessages.commentNotFound);
    await assertVisibleTarget(tx, comment.targetType, comment.targetId);
    await claimDailyPost(tx, input.userId, comment.targetType, 'reply');
    const [reply] = await tx
      .insert(commentReplies)
      .values({ ...input, readAt: comment.userId === input.userId ? new Date() : null })
      .returning();
    const [replier, addressee] = await Promise.all([
      authorOf(tx, input.userId),
      authorOf(tx, comment.userId),
    ]);
    return presentReply({ ...reply!, author: replier }, addressee);
  });
}
