import { Code, M } from '@app/contract';
import type { SessionUser } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { DomainError } from '../errors/index.ts';
import { findMemberById, type MemberRow } from './find-member.ts';

/** The signed-in member's row; a session whose member is gone counts as no session (4001). */
export async function requireMember(db: DbOrTx, user: SessionUser): Promise<MemberRow> {
  const member = await findMemberById(db, user.id);
  if (!member) throw new DomainError(Code.unauthenticated, M.unauthenticated);
  return member;
}
