import { accountMessages, Code, M } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { refuse } from '../../kernel/errors/index.ts';
import type { AccountDeps } from './account-deps.ts';
import { findMemberByAccount } from './find-member.ts';
import type { MemberRow } from '../../kernel/members/index.ts';
import { enforceLimit, LOCK_FAILURES, LOCK_SECONDS, lockout } from './limits.ts';
import { hashSecret, verifySecret } from './passwords.ts';
import { consumeCode } from './verification-codes.ts';

/** Failed logins one IP may make in 15 minutes before it is refused (spraying across accounts). */
export const LOGIN_IP_FAILURES = 30;

// An argon2 hash to verify against when the account does not exist, so both cases take the same time.
let dummyHash: Promise<string> | null = null;
const unknownAccountHash = () => (dummyHash ??= hashSecret('no-such-account-placeholder'));

export function passwordLockout(deps: AccountDeps, userId: number) {
  return lockout(deps.counters, 'login', userId, {
    maxFailures: LOCK_FAILURES,
    lockSeconds: LOCK_SECONDS,
    lockedMsg: M.loginLocked,
  });
}

/**
 * Phone or e-mail plus password. Unknown account and wrong password answer the same message; 5 wrong
 * passwords lock the account for 15 minutes; one IP may fail 30 times in 15 minutes.
 */
export async function logInWithPassword(
  db: DbOrTx,
  deps: AccountDeps,
  input: { account: string; password: string; ip: string },
): Promise<MemberRow> {
  const ipFailures = `login:ipfail:${input.ip}`;
  if ((await deps.counters.count(ipFailures)) >= LOGIN_IP_FAILURES)
    throw refuse(accountMessages.loginIpLimited, Code.tooMany);
  const member = await findMemberByAccount(db, input.account);
  if (!member) {
    await verifySecret(await unknownAccountHash(), input.password);
    await deps.counters.hit(ipFailures, LOCK_SECONDS);
    throw refuse(M.loginFailed);
  }
  const lock = passwordLockout(deps, member.id);
  await lock.assertOpen();
  if (!member.passwordHash) throw refuse(M.noPasswordSet);
  if (!(await verifySecret(member.passwordHash, input.password))) {
    await deps.counters.hit(ipFailures, LOCK_SECONDS);
    throw (await lock.fail()) ?? refuse(M.loginFailed);
  }
  await lock.succeed();
  // Said only after the right password, so the message tells nobody else that the account exists.
  if (member.disabledAt) throw refuse(M.memberDisabled, Code.forbidden);
  return member;
}

/** Phone plus an SMS code of scene 'login'. */
export async function logInWithCode(
  db: DbOrTx,
  deps: AccountDeps,
  input: { phone: string; code: string; ip: string },
): Promise<MemberRow> {
  await enforceLimit(
    deps.counters,
    `login:code:ip:${input.ip}`,
    LOGIN_IP_FAILURES,
    LOCK_SECONDS,
    accountMessages.loginIpLimited,
  );
  await consumeCode(db, deps.secret, { target: input.phone, scene: 'login', code: input.code });
  const member = await findMemberByAccount(db, input.phone);
  if (!member) throw refuse(M.phoneNotRegistered);
  if (member.disabledAt) throw refuse(M.memberDisabled, Code.forbidden);
  return member;
}
