import type { Comment } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../kernel/members/index.ts';
import { authorColumns } from './author-columns.ts';
import { assertVisibleTarget } from './comment-target.ts';
import { claimDailyPost } from './daily-limit.ts';
import { presentComment } from './present-comment.ts';
import { comments, type CommentTargetType } from './schema.ts';

export interface NewComment {
  userId: number;
  targetType: CommentTargetType;
  targetId: number;
  /** Already trimmed and bounded by the contract. */
  content: string;
}

/** Posts a comment on a public course or material, within the member's daily limit (one transaction). */
export async function postComment(db: Db, input: NewComment): Promise<Comment> {
  return db.transaction(async (tx) => {
    await assertVisibleTarget(tx, input.targetType, input.targetId);
    await claimDailyPost(tx, input.userId, input.targetType, 'comment');
    const [row] = await tx.insert(comments).values(input).returning();
    const [author] = await tx.select(authorColumns).from(users).where(eq(users.id, input.userId));
    return presentComment({ ...row!, author: author ?? null }, []);
  });
}
