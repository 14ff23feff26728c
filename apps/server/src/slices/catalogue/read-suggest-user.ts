import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../kernel/members/index.ts';
import type { CataloguePorts } from './catalogue-ports.ts';

export interface SuggestUser {
  suggest_user: { id: number; avatar: string; name: string } | null;
  /** The viewer does not follow the recommender yet: true for guests, false for the recommender themself. */
  nofans: boolean;
}

/** The recommender shown on a plugin or material (000 §2.9, §2.10) and whether the viewer follows them. */
export async function readSuggestUser(
  db: DbOrTx,
  ports: CataloguePorts,
  suggestUserId: number | null,
  viewerId: number | null,
): Promise<SuggestUser> {
  if (suggestUserId === null) return { suggest_user: null, nofans: viewerId === null };
  const [[user], following] = await Promise.all([
    db
      .select({ id: users.id, avatar: users.avatar, name: users.name })
      .from(users)
      .where(eq(users.id, suggestUserId)),
    viewerId === null || viewerId === suggestUserId
      ? Promise.resolve(false)
      : ports.isFollowing(db, viewerId, suggestUserId),
  ]);
  if (!user) return { suggest_user: null, nofans: viewerId === null };
  return { suggest_user: user, nofans: viewerId !== suggestUserId && !following };
}
