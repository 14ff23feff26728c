import { accountMessages, classifyAccount, M } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { refuse } from '../../kernel/errors/index.ts';
import type { AccountDeps } from './account-deps.ts';
import { findMemberByAccount, isUniqueViolation } from './find-member.ts';
import { enforceLimit } from './limits.ts';
import { hashSecret } from './passwords.ts';
import { createMember } from '../../kernel/members/index.ts';
import { consumeCode } from './verification-codes.ts';

export const REGISTER_IP_HOURLY = 20;

export interface RegisterInput {
  name: string;
  /** A phone or an e-mail (000 §5). */
  account: string;
  password: string;
  code: string;
  ip: string;
}

/** Creates a member from a phone or an e-mail proven by a code of scene 'register'. */
export async function registerMember(db: DbOrTx, deps: AccountDeps, input: RegisterInput): Promise<number> {
  await enforceLimit(
    deps.counters,
    `register:ip:${input.ip}`,
    REGISTER_IP_HOURLY,
    3600,
    accountMessages.registerIpLimited,
  );
  const kind = classifyAccount(input.account);
  if (!kind) throw refuse(M.phoneInvalid);
  const account = kind === 'email' ? input.account.toLowerCase() : input.account;
  const taken = kind === 'email' ? M.emailTaken : M.phoneTaken;
  if (await findMemberByAccount(db, account)) throw refuse(taken);
  await consumeCode(db, deps.secret, { target: account, scene: 'register', code: input.code });
  const passwordHash = await hashSecret(input.password);
  try {
    return await createMember(db, {
      name: input.name,
      passwordHash,
      ...(kind === 'phone' ? { phone: account } : { email: account, emailVerifiedAt: new Date() }),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(taken);
    throw error;
  }
}
