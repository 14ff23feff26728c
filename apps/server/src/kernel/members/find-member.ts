import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from './members-table.ts';

export type MemberRow = typeof users.$inferSelect;

export async function findMemberById(db: DbOrTx, id: number): Promise<MemberRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}
