import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Code, M } from '@app/contract';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { DomainError, refuse } from '../../kernel/errors/index.ts';
import { smsCodes } from './schema.ts';

export const CODE_TTL_MS = 5 * 60_000;
export const CODE_MAX_WRONG = 5;

/** Keyed with APP_SECRET so a leaked table cannot be brute-forced offline (a 6-digit code has 10⁶ values). */
function codeHash(secret: string, target: string, scene: string, code: string): string {
  return createHmac('sha256', secret).update(`${scene}\n${target}\n${code}`).digest('hex');
}

/** Stores a fresh 6-digit code (older pending codes of the same target and scene stop working) and answers it. */
export async function storeNewCode(
  db: DbOrTx,
  secret: string,
  input: { target: string; scene: string; ip: string },
): Promise<{ id: number; code: string }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = new Date();
  await db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(
      and(eq(smsCodes.target, input.target), eq(smsCodes.scene, input.scene), isNull(smsCodes.consumedAt)),
    );
  const [row] = await db
    .insert(smsCodes)
    .values({
      target: input.target,
      scene: input.scene,
      codeHash: codeHash(secret, input.target, input.scene, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      ip: input.ip.slice(0, 64),
    })
    .returning({ id: smsCodes.id });
  return { id: row!.id, code };
}

export async function deleteCode(db: DbOrTx, id: number): Promise<void> {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
}

/**
 * Checks and uses up the latest code sent to `target` for `scene`. Wrong tries are counted in their own
 * statement (never inside a caller's transaction, which would roll the count back); after 5 wrong tries
 * the code is dead.
 */
export async function consumeCode(
  db: DbOrTx,
  secret: string,
  input: { target: string; scene: string; code: string },
): Promise<void> {
  const now = new Date();
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(
      and(eq(smsCodes.target, input.target), eq(smsCodes.scene, input.scene), isNull(smsCodes.consumedAt)),
    )
    .orderBy(desc(smsCodes.id))
    .limit(1);
  if (!row || row.expiresAt <= now) throw refuse(M.smsCodeExpired);
  if (row.attempts >= CODE_MAX_WRONG) throw new DomainError(Code.tooMany, M.smsCodeTooManyTries);
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(codeHash(secret, input.target, input.scene, input.code.trim()), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, row.id));
    throw refuse(M.smsCodeWrong);
  }
  // Single use even when two requests race with the right code: only one update finds it unconsumed.
  const used = await db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.consumedAt), lt(smsCodes.attempts, CODE_MAX_WRONG)))
    .returning({ id: smsCodes.id });
  if (used.length === 0) throw refuse(M.smsCodeExpired);
}
