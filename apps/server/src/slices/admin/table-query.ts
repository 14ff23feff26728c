import { eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../kernel/members/index.ts';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The instant a China calendar day ('YYYY-MM-DD') starts. */
export function chinaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/** Conditions for an inclusive day range on a timestamp column ('' leaves that side open). */
export function dayRange(column: PgColumn, from: string, to: string): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, chinaDayStart(from)));
  if (to) conditions.push(lt(column, new Date(chinaDayStart(to).getTime() + 86_400_000)));
  return conditions;
}

/** A LIKE pattern matching `text` literally anywhere (%, _ and \ typed by staff are not wildcards). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** How staff tables show a member: id, name, and the phone (or the e-mail of an e-mail-only account). */
export const memberColumns = {
  id: users.id,
  name: users.name,
  phone: sql<string>`coalesce(${users.phone}, ${users.email}, '')`,
};

/** One member as staff tables show them (the member must exist). */
export async function memberOf(db: DbOrTx, id: number) {
  const [row] = await db.select(memberColumns).from(users).where(eq(users.id, id));
  return row!;
}
