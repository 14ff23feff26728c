import { accountMessages, Code, M } from '@app/contract';
import { DomainError, refuse } from '../../kernel/errors/index.ts';
import type { AccountDeps } from './account-deps.ts';
import type { MemberRow } from '../../kernel/members/index.ts';
import { LOCK_FAILURES, LOCK_SECONDS, lockout } from './limits.ts';
import { verifySecret } from './passwords.ts';

/**
 * Re-checks a signed-in member's password before a security change (set-password, set-phone, set-email).
 * 5 wrong tries in 15 minutes block these changes for 15 minutes, so a stolen session cannot guess it.
 */
export async function checkMemberPassword(
  deps: AccountDeps,
  member: MemberRow,
  password: string | undefined,
  wrongMsg: string,
): Promise<void> {
  if (!member.passwordHash) throw refuse(accountMessages.passwordNotSet);
  if (!password) throw new DomainError(Code.invalid, M.passwordRequired);
  const lock = lockout(deps.counters, 'pwcheck', member.id, {
    maxFailures: LOCK_FAILURES,
    lockSeconds: LOCK_SECONDS,
    lockedMsg: accountMessages.passwordCheckLocked,
  });
  await lock.assertOpen();
  if (!(await verifySecret(member.passwordHash, password))) throw (await lock.fail()) ?? refuse(wrongMsg);
  await lock.succeed();
}
