import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Comment } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../kernel/members/index.ts';
import { authorColumns } from './author-columns.ts';
import { presentComment, type ReplyRow } from './present-comment.ts';
import { commentReplies, comments, type CommentTargetType } from './schema.ts';

/** One page of an item's comments, newest first, each with all its replies oldest first (000 §2.8). */
export async function listComments(
  db: DbOrTx,
  target: { type: CommentTargetType; id: number },
  page: { limit: number; offset: number },
): Promise<{ comments: Comment[]; total: number }> {
  const where = and(eq(comments.targetType, target.type), eq(comments.targetId, target.id));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: comments.id,
        content: comments.content,
        createdAt: comments.createdAt,
        targetId: comments.targetId,
        targetType: comments.targetType,
        author: authorColumns,
      })
      .from(comments)
      .leftJoin(users, eq(users.id, comments.userId))
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(page.limit)
      .offset(page.offset * page.limit),
    db.select({ n: count() }).from(comments).where(where),
  ]);
  const replies = await repliesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    comments: rows.map((row) => presentComment(row, replies.get(row.id) ?? [])),
    total: Number(total?.n ?? 0),
  };
}

async function repliesOf(db: DbOrTx, commentIds: number[]): Promise<Map<number, ReplyRow[]>> {
  const byComment = new Map<number, ReplyRow[]>();
  if (commentIds.length === 0) return byComment;
  const rows = await db
    .select({
      id: commentReplies.id,
      commentId: commentReplies.commentId,
      content: commentReplies.content,
      createdAt: commentReplies.createdAt,
      author: authorColumns,
    })
    .from(commentReplies)
    .leftJoin(users, eq(users.id, commentReplies.userId))
    .where(inArray(commentReplies.commentId, commentIds))
    .orderBy(asc(commentReplies.createdAt), asc(commentReplies.id));
  for (const row of rows) {
    const list = byComment.get(row.commentId) ?? [];
    list.push(row);
    byComment.set(row.commentId, list);
  }
  return byComment;
}
