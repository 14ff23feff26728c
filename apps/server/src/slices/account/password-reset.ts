import { accountMessages, M } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { refuse } from '../../kernel/errors/index.ts';
import type { AccountDeps } from './account-deps.ts';
import { findMemberByAccount } from './find-member.ts';
import { enforceLimit, LOCK_FAILURES, LOCK_SECONDS, lockout } from './limits.ts';
import { hashSecret, normaliseAnswer, verifySecret } from './passwords.ts';
import { setMemberPassword } from '../../kernel/members/index.ts';
import { revokeOtherSessions } from './sessions.ts';

/**
 * Forgot password: mails the reset-page link only when the e-mail belongs to a member, but the caller
 * always answers the same message, so the form cannot tell who is registered. Limits apply either way.
 */
export async function sendResetLink(
  db: DbOrTx,
  deps: AccountDeps,
  input: { email: string; ip: string },
): Promise<void> {
  const email = input.email.toLowerCase();
  await enforceLimit(deps.counters, `forget:gap:${email}`, 1, 60, accountMessages.mailTooSoon);
  await enforceLimit(deps.counters, `forget:day:${email}`, 5, 86_400, accountMessages.mailDailyCap);
  await enforceLimit(deps.counters, `forget:ip:${input.ip}`, 20, 3600, accountMessages.ipHourlyCap);
  const member = await findMemberByAccount(db, email);
  if (!member || member.email !== email) return;
  const link = `${deps.publicUrl}/reset-password?email=${encodeURIComponent(email)}`;
  try {
    await deps.mail.send({
      to: email,
      subject: '重置密码',
      text: `您正在找回光子设计账号的密码。请打开以下链接，回答安全问题后设置新密码：\n${link}\n如非本人操作，请忽略本邮件。`,
      link,
    });
  } catch (error) {
    // The answer must not differ for registered e-mails, so a delivery failure is only logged.
    deps.log.warn({ err: error }, 'reset mail not delivered');
  }
}

export interface ResetInput {
  email: string;
  answers: [string, string, string];
  password: string;
  ip: string;
}

/**
 * Password reset by the three security answers. An unknown e-mail answers like wrong answers (and counts
 * toward the lock); 5 wrong tries lock that e-mail for 15 minutes. Success revokes every session.
 */
export async function resetPasswordByAnswers(
  db: DbOrTx,
  deps: AccountDeps,
  input: ResetInput,
): Promise<void> {
  const email = input.email.toLowerCase();
  await enforceLimit(deps.counters, `reset:ip:${input.ip}`, 30, 3600, accountMessages.ipHourlyCap);
  const lock = lockout(deps.counters, 'reset', email, {
    maxFailures: LOCK_FAILURES,
    lockSeconds: LOCK_SECONDS,
    lockedMsg: M.resetLocked,
  });
  await lock.assertOpen();
  const member = await findMemberByAccount(db, email);
  if (member && member.email === email && !member.securityAnswers) throw refuse(M.resetNoQuestions);
  const stored = member?.email === email ? member.securityAnswers : null;
  let allRight = stored !== null;
  // Every answer is checked (no early exit) so timing does not tell which one was wrong.
  for (const [index, answer] of input.answers.entries()) {
    const key = String(index + 1) as '1' | '2' | '3';
    const ok = await verifySecret(stored?.[key], normaliseAnswer(answer));
    allRight &&= ok;
  }
  if (!allRight || !member) throw (await lock.fail()) ?? refuse(M.resetAnswersWrong);
  await lock.succeed();
  await setMemberPassword(db, member.id, await hashSecret(input.password));
  await revokeOtherSessions(db, member.id, null);
}
