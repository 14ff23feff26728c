import { adminMessages, Code } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError, refuse } from '../../kernel/errors/index.ts';
import { verifySecret } from '../account/index.ts';
import { qrPngDataUrl } from '../wallet/index.ts';
import { recordAudit, type StaffActor } from './audit.ts';
import { staff, type StaffRow } from './schema.ts';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp.ts';
import { openTotpSecret, sealTotpSecret } from './totp-secret.ts';

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = '光子设计后台';

/**
 * Step one of enrolment: a new secret kept as pending (sealed) until a first code confirms it; the answer is
 * what the app needs (the secret for typing, the otpauth link and its QR code). Asking again replaces it.
 */
export async function startTotpEnrolment(db: Db, appSecret: string, account: StaffRow) {
  if (account.totpSecret) throw refuse(adminMessages.totpAlreadyEnabled);
  const secret = newTotpSecret();
  await db
    .update(staff)
    .set({ totpPending: sealTotpSecret(appSecret, secret), updatedAt: new Date() })
    .where(eq(staff.id, account.id));
  const url = otpauthUrl(secret, account.phone, TOTP_ISSUER);
  return { secret, otpauthUrl: url, qr: await qrPngDataUrl(url) };
}

/** Step two: the first code proves the app holds the secret; from now on sign-in asks for a code. */
export async function confirmTotpEnrolment(
  db: Db,
  appSecret: string,
  account: StaffRow,
  code: string,
  actor: StaffActor,
): Promise<StaffRow> {
  if (account.totpSecret) throw refuse(adminMessages.totpAlreadyEnabled);
  const secret = account.totpPending ? openTotpSecret(appSecret, account.totpPending) : null;
  if (!secret) throw refuse(adminMessages.totpSetupFirst);
  const step = matchTotp(secret, code, new Date());
  if (step === null) throw new DomainError(Code.invalid, adminMessages.totpWrong);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staff)
      .set({ totpSecret: account.totpPending, totpPending: null, totpLastStep: step, updatedAt: new Date() })
      .where(eq(staff.id, account.id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'auth.totp_enable',
      targetType: 'staff',
      targetId: account.id,
      before: { totp_enabled: false },
      after: { totp_enabled: true },
    });
    return row!;
  });
}

/** Turning TOTP off needs both the password and a current code: a left-open session alone cannot. */
export async function disableTotp(
  db: Db,
  appSecret: string,
  account: StaffRow,
  input: { password: string; code: string },
  actor: StaffActor,
): Promise<StaffRow> {
  if (!account.totpSecret) throw refuse(adminMessages.totpNotEnabled);
  if (!(await verifySecret(account.passwordHash, input.password))) throw refuse(adminMessages.passwordWrong);
  const secret = openTotpSecret(appSecret, account.totpSecret);
  if (!secret || matchTotp(secret, input.code, new Date(), account.totpLastStep) === null)
    throw new DomainError(Code.invalid, adminMessages.totpWrong);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staff)
      .set({ totpSecret: null, totpPending: null, totpLastStep: null, updatedAt: new Date() })
      .where(eq(staff.id, account.id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'auth.totp_disable',
      targetType: 'staff',
      targetId: account.id,
      before: { totp_enabled: true },
      after: { totp_enabled: false },
    });
    return row!;
  });
}
