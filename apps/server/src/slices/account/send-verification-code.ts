import { accountMessages, classifyAccount, Code, M, type SmsScene } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { DomainError, refuse } from '../../kernel/errors/index.ts';
import type { AccountDeps } from './account-deps.ts';
import { findMemberByAccount } from './find-member.ts';
import { enforceLimit } from './limits.ts';
import { deleteCode, storeNewCode } from './verification-codes.ts';

export const RESEND_SECONDS = 60;
const DAY_SECONDS = 86_400;
export const TARGET_DAILY_CAP = 10;
export const IP_DAILY_CAP = 30;

export interface SendCodeInput {
  /** A phone; for scene register also an e-mail. */
  target: string;
  scene: SmsScene;
  ip: string;
  /** The signed-in member (needed for set-phone). */
  userId: number | null;
}

/**
 * Sends a verification code after the scene's rule (register: account must be new; login: phone must be
 * registered; set-phone: signed in and the phone free) and the limits: one send per target per 60 s, 10 a
 * day per target, 30 a day per IP. Phones get an SMS, e-mails (register only) a mail.
 */
export async function sendVerificationCode(
  db: DbOrTx,
  deps: AccountDeps,
  input: SendCodeInput,
): Promise<void> {
  const kind = classifyAccount(input.target);
  if (input.scene === 'set-phone' && input.userId === null)
    throw new DomainError(Code.unauthenticated, M.unauthenticated);
  if (input.scene === 'register' ? kind === null : kind !== 'phone') {
    throw new DomainError(
      Code.invalid,
      input.scene === 'set-phone' ? M.phoneInvalidSecurity : M.phoneInvalid,
    );
  }
  const target = kind === 'email' ? input.target.toLowerCase() : input.target;
  const owner = await findMemberByAccount(db, target);
  if (input.scene === 'register' && owner) throw refuse(kind === 'email' ? M.emailTaken : M.phoneTaken);
  if (input.scene === 'login' && !owner) throw refuse(M.phoneNotRegistered);
  if (input.scene === 'set-phone' && owner)
    throw refuse(owner.id === input.userId ? accountMessages.samePhone : M.phoneTaken);

  const { counters } = deps;
  await enforceLimit(counters, `code:gap:${target}`, 1, RESEND_SECONDS, M.smsTooSoon);
  await enforceLimit(
    counters,
    `code:day:${target}`,
    TARGET_DAILY_CAP,
    DAY_SECONDS,
    kind === 'email' ? accountMessages.mailDailyCap : M.smsDailyPhoneCap,
  );
  await enforceLimit(counters, `code:ip:${input.ip}`, IP_DAILY_CAP, DAY_SECONDS, M.smsDailyIpCap);

  const stored = await storeNewCode(db, deps.secret, { target, scene: input.scene, ip: input.ip });
  try {
    if (kind === 'email') {
      await deps.mail.send({
        to: target,
        subject: '注册验证码',
        text: `您正在注册光子设计账号，验证码为 ${stored.code}，5 分钟内有效。如非本人操作，请忽略本邮件。`,
      });
    } else {
      await deps.sms.sendCode(target, stored.code, input.scene);
    }
  } catch (error) {
    // Nothing was delivered: forget the code and let the member try again at once.
    deps.log.warn({ err: error, scene: input.scene }, 'verification code not delivered');
    await deleteCode(db, stored.id);
    await counters.reset(`code:gap:${target}`);
    throw refuse(kind === 'email' ? accountMessages.mailFailed : accountMessages.sendFailed);
  }
}
