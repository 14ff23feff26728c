import { chinaDateKey } from '@app/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { aiDailyUsage } from './schema.ts';

export type UsageKind = 'chat' | 'img';

/** Free uses a member took today (China calendar day). */
export async function readDailyUsage(db: DbOrTx, userId: number, now: Date) {
  const [row] = await db
    .select({ chat: aiDailyUsage.chat, img: aiDailyUsage.img })
    .from(aiDailyUsage)
    .where(and(eq(aiDailyUsage.userId, userId), eq(aiDailyUsage.day, chinaDateKey(now))));
  return { chat: row?.chat ?? 0, img: row?.img ?? 0 };
}

/**
 * Takes one free use of today's quota, or answers false when none is left. One conditional upsert: the
 * increment happens only while the count is below the quota, so concurrent uses can never exceed it. Chat
 * and render take it through takeAiCharge (charge/take-charge.ts) before charging 光子.
 */
export async function takeFreeUse(
  db: DbOrTx,
  userId: number,
  kind: UsageKind,
  quota: number,
  now: Date,
): Promise<boolean> {
  if (quota <= 0) return false;
  const column = aiDailyUsage[kind];
  const rows = await db
    .insert(aiDailyUsage)
    .values({ userId, day: chinaDateKey(now), [kind]: 1 })
    .onConflictDoUpdate({
      target: [aiDailyUsage.userId, aiDailyUsage.day],
      set: { [kind]: sql`${aiDailyUsage}.${sql.identifier(kind)} + 1` },
      setWhere: sql`${aiDailyUsage}.${sql.identifier(kind)} < ${quota}`,
    })
    .returning({ used: column });
  return rows.length > 0;
}

/**
 * Gives back one free use taken on `day` (a chat answer or a render that failed or was canceled): only while
 * that day's count is above 0, so a give-back can only undo a use that was taken and never writes below 0.
 */
export async function giveBackFreeUse(
  db: DbOrTx,
  userId: number,
  kind: UsageKind,
  day: string,
): Promise<void> {
  const count = aiDailyUsage[kind];
  await db
    .update(aiDailyUsage)
    .set({ [kind]: sql`${count} - 1` })
    .where(and(eq(aiDailyUsage.userId, userId), eq(aiDailyUsage.day, day), gt(count, 0)));
}
