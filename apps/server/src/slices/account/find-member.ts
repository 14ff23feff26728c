import { classifyAccount } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../kernel/members/index.ts';

export type MemberRow = typeof users.$inferSelect;

export async function findMemberById(db: DbOrTx, id: number): Promise<MemberRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** A member by phone or (case-insensitively stored) e-mail; null for anything else. */
export async function findMemberByAccount(db: DbOrTx, account: string): Promise<MemberRow | null> {
  const kind = classifyAccount(account);
  if (!kind) return null;
  const condition = kind === 'phone' ? eq(users.phone, account) : eq(users.email, account.toLowerCase());
  const [row] = await db.select().from(users).where(condition);
  return row ?? null;
}

/** True when a unique index refused a write (PostgreSQL 23505), e.g. two registrations racing. */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } } | null)?.code ??
    (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505';
}
