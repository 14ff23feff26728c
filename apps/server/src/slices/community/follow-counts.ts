import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { follows } from './schema.ts';

/** How many members follow `userId` (粉丝). */
export async function countFans(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.followeeId, userId));
  return Number(row?.n ?? 0);
}

/** How many members `userId` follows (关注). */
export async function countFollowing(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.followerId, userId));
  return Number(row?.n ?? 0);
}

export async function isFollowing(db: DbOrTx, followerId: number, followeeId: number): Promise<boolean> {
  const rows = await db
    .select({ id: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
  return rows.length > 0;
}
