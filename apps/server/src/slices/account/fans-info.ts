import type { FansInfo } from '@app/contract';
import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { follows } from '../community/schema.ts';
import { findMemberById } from './find-member.ts';
import { presentPublicUser } from './present-user.ts';

/**
 * A member's public card and follow counts. isfansShow is false only on one's own profile (a guest sees
 * the button and is sent to login when pressing it); isfans says whether the viewer follows the member.
 */
export async function readFansInfo(
  db: DbOrTx,
  uid: number,
  viewerId: number | null,
): Promise<FansInfo | null> {
  const member = await findMemberById(db, uid);
  if (!member) return null;
  const [[fans], [following], viewerFollows] = await Promise.all([
    db.select({ n: count() }).from(follows).where(eq(follows.followeeId, uid)),
    db.select({ n: count() }).from(follows).where(eq(follows.followerId, uid)),
    viewerId === null
      ? Promise.resolve([])
      : db
          .select({ id: follows.followerId })
          .from(follows)
          .where(and(eq(follows.followerId, viewerId), eq(follows.followeeId, uid))),
  ]);
  return {
    isfans: viewerFollows.length > 0,
    fansNum: Number(fans?.n ?? 0),
    attentionNum: Number(following?.n ?? 0),
    isfansShow: viewerId !== uid,
    userInfo: presentPublicUser(member),
  };
}
