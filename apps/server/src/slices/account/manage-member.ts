import { Code, M } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import {
  changeMemberByStaff,
  type MemberRow,
  type StaffMemberChange,
  users,
} from '../../kernel/members/index.ts';
import { hashSecret } from './passwords.ts';
import { revokeOtherSessions } from './sessions.ts';

/**
 * What staff change on a member's account (the back office), each in one transaction with `record` (the
 * audit row) and the member's row locked: disable / enable (a disabled member's sessions end at once and
 * sign-in is refused), a new password (every session ends), the creator flags.
 */
export type MemberRecorder = (tx: DbOrTx, change: { before: MemberRow; after: MemberRow }) => Promise<void>;

async function change(
  db: Db,
  userId: number,
  set: (before: MemberRow) => Promise<StaffMemberChange> | StaffMemberChange,
  record?: MemberRecorder,
  revokeSessions = false,
): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!before) throw new DomainError(Code.notFound, M.memberNotFound);
    const after = await changeMemberByStaff(tx, userId, await set(before));
    if (revokeSessions) await revokeOtherSessions(tx, userId, null);
    await record?.(tx, { before, after });
    return after;
  });
}

export function setMemberDisabled(
  db: Db,
  input: { userId: number; disabled: boolean; reason: string },
  record?: MemberRecorder,
): Promise<MemberRow> {
  return change(
    db,
    input.userId,
    () =>
      input.disabled
        ? { disabledAt: new Date(), disabledReason: input.reason.trim().slice(0, 200) }
        : { disabledAt: null, disabledReason: '' },
    record,
    input.disabled,
  );
}

/** A password staff set for the member (told to them out of band); every session of the member ends. */
export async function resetMemberPassword(
  db: Db,
  input: { userId: number; password: string },
  record?: MemberRecorder,
): Promise<MemberRow> {
  const passwordHash = await hashSecret(input.password);
  return change(db, input.userId, () => ({ passwordHash }), record, true);
}

export interface CreatorFlags {
  canUploadCourse: boolean;
  canUploadPlug: boolean;
  canUploadGoods: boolean;
  /** Shows the header's 插件上传 link (000 §2.3). */
  bind: boolean;
}

export function setCreatorFlags(
  db: Db,
  input: { userId: number; flags: CreatorFlags },
  record?: MemberRecorder,
): Promise<MemberRow> {
  return change(db, input.userId, () => input.flags, record);
}
