import { COMMENT_DAILY_LIMIT, Code, communityMessages, startOfChinaDay } from '@app/contract';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { commentReplies, comments, type CommentTargetType } from './schema.ts';

/** Advisory-lock namespace of "this member is posting a comment or reply" (any constant unique to this use). */
const COMMENT_LOCK_NAMESPACE = 7_301;

/**
 * Serialises one member's comment and reply posts until the transaction ends, so that the count below
 * and the insert after it cannot interleave with a parallel post of the same member.
 */
async function lockMemberPosting(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${COMMENT_LOCK_NAMESPACE}, ${userId})`);
}

/** Comments plus replies the member posted today (China day) on this kind of target. */
async function postsToday(tx: Tx, userId: number, type: CommentTargetType): Promise<number> {
  const since = startOfChinaDay();
  const [[ownComments], [ownReplies]] = await Promise.all([
    tx
      .select({ n: count() })
      .from(comments)
      .where(and(eq(comments.userId, userId), eq(comments.targetType, type), gte(comments.createdAt, since))),
    tx
      .select({ n: count() })
      .from(commentReplies)
      .innerJoin(comments, eq(comments.id, commentReplies.commentId))
      .where(
        and(
          eq(commentReplies.userId, userId),
          eq(comments.targetType, type),
          gte(commentReplies.createdAt, since),
        ),
      ),
  ]);
  return Number(ownComments?.n ?? 0) + Number(ownReplies?.n ?? 0);
}

/**
 * Takes the member's posting lock and refuses (4029) when today's posts reach the limit: as on the spec's
 * course page (000 §5), comments and replies share one daily counter; a comment needs it below 10, a reply
 * below 20. Must run inside the transaction that then inserts.
 */
export async function claimDailyPost(
  tx: Tx,
  userId: number,
  type: CommentTargetType,
  kind: 'comment' | 'reply',
): Promise<void> {
  await lockMemberPosting(tx, userId);
  const posted = await postsToday(tx, userId, type);
  if (kind === 'comment' && posted >= COMMENT_DAILY_LIMIT.comments)
    throw new DomainError(Code.tooMany, communityMessages.commentTooOften);
  if (kind === 'reply' && posted >= COMMENT_DAILY_LIMIT.replies)
    throw new DomainError(Code.tooMany, communityMessages.replyTooOften);
}
