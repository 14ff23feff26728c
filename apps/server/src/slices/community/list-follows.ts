import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../kernel/members/index.ts';
import { follows } from './schema.ts';

export interface PersonCard {
  id: number;
  avatar: string;
  name: string;
}

/**
 * One page (1-based) of a member's fans ('fans': who follows them) or following ('following': whom they
 * follow), most recent follow first.
 */
export async function listFollows(
  db: DbOrTx,
  userId: number,
  side: 'fans' | 'following',
  page: { page: number; limit: number },
): Promise<{ people: PersonCard[]; total: number }> {
  const [ownSide, otherSide] =
    side === 'fans' ? [follows.followeeId, follows.followerId] : [follows.followerId, follows.followeeId];
  const [people, [total]] = await Promise.all([
    db
      .select({ id: users.id, avatar: users.avatar, name: users.name })
      .from(follows)
      .innerJoin(users, eq(users.id, otherSide))
      .where(eq(ownSide, userId))
      .orderBy(desc(follows.createdAt), desc(otherSide))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(follows).where(eq(ownSide, userId)),
  ]);
  return { people, total: Number(total?.n ?? 0) };
}
