import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { aiRenderJobs, type RenderJobRow } from './render-schema.ts';

/** The member's render jobs, newest first, one page (page = offset, 0-based). */
export async function listRenderHistory(
  db: DbOrTx,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: RenderJobRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(aiRenderJobs)
      .where(eq(aiRenderJobs.userId, userId))
      .orderBy(desc(aiRenderJobs.id))
      .limit(page.limit)
      .offset(page.offset * page.limit),
    db.select({ n: count() }).from(aiRenderJobs).where(eq(aiRenderJobs.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
