import { accountMessages, M } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { refuse } from '../../kernel/errors/index.ts';
import type { SessionUser } from '../../app-context.ts';
import type { AccountDeps } from './account-deps.ts';
import { checkMemberPassword } from './check-password.ts';
import { findMemberByAccount, isUniqueViolation } from './find-member.ts';
import { hashSecret, normaliseAnswer } from './passwords.ts';
import {
  type MemberRow,
  setMemberPassword,
  setMemberPhone,
  setMemberSecurityAnswersOnce,
} from '../../kernel/members/index.ts';
import { revokeOtherSessions } from './sessions.ts';
import { consumeCode } from './verification-codes.ts';

/**
 * New password after the current one. A member who never had a password (is_pass false) sets one without
 * it. Every other session of the member is revoked; this one stays signed in.
 */
export async function changePassword(
  db: DbOrTx,
  deps: AccountDeps,
  member: MemberRow,
  session: SessionUser,
  input: { oldPassword?: string; password: string },
): Promise<void> {
  if (member.passwordHash) await checkMemberPassword(deps, member, input.oldPassword, M.oldPasswordWrong);
  await setMemberPassword(db, member.id, await hashSecret(input.password));
  await revokeOtherSessions(db, member.id, session.sessionId);
}

/** The three answers, stored hashed after trimming; once set they cannot be changed. */
export async function setSecurityAnswers(
  db: DbOrTx,
  member: MemberRow,
  answers: { 1: string; 2: string; 3: string },
): Promise<void> {
  if (member.securityAnswers) throw refuse(M.securityAlreadySet);
  const hashed = {
    1: await hashSecret(normaliseAnswer(answers[1])),
    2: await hashSecret(normaliseAnswer(answers[2])),
    3: await hashSecret(normaliseAnswer(answers[3])),
  };
  // Set once: of two racing first-time settings exactly one wins, the other is refused here.
  if (!(await setMemberSecurityAnswersOnce(db, member.id, hashed))) throw refuse(M.securityAlreadySet);
}

/** Binds (or changes) the member's phone: password, then a set-phone code sent to the new phone. */
export async function bindPhone(
  db: DbOrTx,
  deps: AccountDeps,
  member: MemberRow,
  input: { password: string; phone: string; code: string },
): Promise<void> {
  await checkMemberPassword(deps, member, input.password, M.passwordWrong);
  if (member.phone === input.phone) throw refuse(accountMessages.samePhone);
  if (await findMemberByAccount(db, input.phone)) throw refuse(M.phoneTaken);
  await consumeCode(db, deps.secret, { target: input.phone, scene: 'set-phone', code: input.code });
  try {
    await setMemberPhone(db, member.id, input.phone);
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(M.phoneTaken);
    throw error;
  }
}
