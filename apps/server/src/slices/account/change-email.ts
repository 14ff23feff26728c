import { randomBytes } from 'node:crypto';
import { accountMessages, M } from '@app/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { refuse } from '../../kernel/errors/index.ts';
import type { AccountDeps } from './account-deps.ts';
import { checkMemberPassword } from './check-password.ts';
import { findMemberByAccount, isUniqueViolation } from './find-member.ts';
import { findMemberById, type MemberRow, setMemberEmail } from '../../kernel/members/index.ts';
import {
  EMAIL_LINK_TTL_SECONDS,
  emailLinkSignatureMatches,
  emailLinkUrl,
  signEmailLink,
} from './email-link.ts';
import { enforceLimit } from './limits.ts';
import { emailVerifications } from './schema.ts';

/**
 * set-email: after the password, mails a signed link to the new address (valid 24 h). The member's e-mail
 * changes only when the link comes back (verifyEmailLink). A newer request replaces older pending links.
 */
export async function requestEmailChange(
  db: DbOrTx,
  deps: AccountDeps,
  member: MemberRow,
  input: { password: string; email: string },
  now = new Date(),
): Promise<void> {
  await checkMemberPassword(deps, member, input.password, M.passwordWrong);
  const email = input.email.toLowerCase();
  if (member.email === email) throw refuse(accountMessages.sameEmail);
  if (await findMemberByAccount(db, email)) throw refuse(M.emailTaken);
  await enforceLimit(deps.counters, `setemail:gap:${member.id}`, 1, 60, accountMessages.mailTooSoon);
  await enforceLimit(deps.counters, `setemail:day:${member.id}`, 10, 86_400, accountMessages.mailDailyCap);

  const fields = {
    userId: member.id,
    email,
    timestamp: Math.floor(now.getTime() / 1000),
    verifyCode: randomBytes(16).toString('hex'),
  };
  await db
    .delete(emailVerifications)
    .where(and(eq(emailVerifications.userId, member.id), isNull(emailVerifications.usedAt)));
  await db
    .insert(emailVerifications)
    .values({ userId: member.id, email, verifyCode: fields.verifyCode, createdAt: now });
  const link = emailLinkUrl(deps.publicUrl, fields, signEmailLink(deps.secret, fields));
  try {
    await deps.mail.send({
      to: email,
      subject: '邮箱验证',
      text: `您正在为光子设计账号「${member.name}」设置邮箱。请在 24 小时内打开以下链接完成验证：\n${link}\n如非本人操作，请忽略本邮件。`,
      link,
    });
  } catch (error) {
    deps.log.warn({ err: error }, 'verification mail not delivered');
    await db.delete(emailVerifications).where(eq(emailVerifications.verifyCode, fields.verifyCode));
    await deps.counters.reset(`setemail:gap:${member.id}`);
    throw refuse(accountMessages.mailFailed);
  }
}

export interface EmailVerifyInput {
  email: string;
  token: string;
  timestamp: string;
  verifyCode: string;
}

/** POST /api/email-verify: checks the signed link and, once, sets the member's e-mail. */
export async function verifyEmailLink(
  db: DbOrTx,
  deps: AccountDeps,
  input: EmailVerifyInput,
  now = new Date(),
): Promise<void> {
  const email = input.email.toLowerCase();
  const timestamp = /^\d{1,12}$/.test(input.timestamp) ? Number(input.timestamp) : NaN;
  const [pending] = await db
    .select()
    .from(emailVerifications)
    .where(eq(emailVerifications.verifyCode, input.verifyCode.slice(0, 64)));
  if (!pending || !Number.isFinite(timestamp) || pending.email !== email) throw refuse(M.emailVerifyInvalid);
  const fields = { userId: pending.userId, email, timestamp, verifyCode: pending.verifyCode };
  if (!emailLinkSignatureMatches(deps.secret, fields, input.token)) throw refuse(M.emailVerifyInvalid);
  if (now.getTime() / 1000 - timestamp > EMAIL_LINK_TTL_SECONDS) throw refuse(M.emailVerifyExpired);
  if (pending.usedAt) throw refuse(accountMessages.emailVerifyUsed);
  const member = await findMemberById(db, pending.userId);
  if (!member) throw refuse(M.emailVerifyInvalid);
  const owner = await findMemberByAccount(db, email);
  if (owner && owner.id !== member.id) throw refuse(M.emailTaken);
  const claimed = await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(and(eq(emailVerifications.id, pending.id), isNull(emailVerifications.usedAt)))
    .returning({ id: emailVerifications.id });
  if (claimed.length === 0) throw refuse(accountMessages.emailVerifyUsed);
  try {
    await setMemberEmail(db, member.id, email, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(M.emailTaken);
    throw error;
  }
}
