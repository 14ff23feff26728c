import { Code, communityMessages } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { findMemberById } from '../../kernel/members/index.ts';
import { countFans, isFollowing } from './follow-counts.ts';
import { follows } from './schema.ts';

/** PostgreSQL 23503: the followee vanished between the check and the insert. */
function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return (e?.code ?? e?.cause?.code) === '23503';
}

/**
 * Follows (on = true) or unfollows a member. Both are idempotent (insert … on conflict do nothing /
 * delete), so repeated or parallel clicks leave exactly one row or none; the answer is read back
 * afterwards, so isfans and fansNum are the committed truth, not a guess from this click.
 */
export async function setFollow(
  db: DbOrTx,
  followerId: number,
  followeeId: number,
  on: boolean,
): Promise<{ isfans: boolean; fansNum: number }> {
  if (followerId === followeeId) throw new DomainError(Code.refused, communityMessages.followSelf);
  if (!(await findMemberById(db, followeeId)))
    throw new DomainError(Code.notFound, communityMessages.userNotFound);
  if (on) {
    try {
      await db.insert(follows).values({ followerId, followeeId }).onConflictDoNothing();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new DomainError(Code.notFound, communityMessages.userNotFound);
      throw error;
    }
  } else {
    await db
      .delete(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
  }
  const [isfans, fansNum] = await Promise.all([
    isFollowing(db, followerId, followeeId),
    countFans(db, followeeId),
  ]);
  return { isfans, fansNum };
}
