import type { FansInfo } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { countFans, countFollowing, isFollowing } from './follow-counts.ts';
import { findMemberById } from '../../kernel/members/index.ts';
import { presentPublicUser } from '../account/index.ts';

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
  const [fansNum, attentionNum, isfans] = await Promise.all([
    countFans(db, uid),
    countFollowing(db, uid),
    viewerId === null ? false : isFollowing(db, viewerId, uid),
  ]);
  return {
    isfans,
    fansNum,
    attentionNum,
    isfansShow: viewerId !== uid,
    userInfo: presentPublicUser(member),
  };
}
