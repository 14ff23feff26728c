import { chinaDateKey } from '@app/contract';
import { inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lessonViews } from './tables/progress.ts';

const DAY_MS = 86_400_000;
/** Deleted per statement: a day of a large site (≈ 480,000 rows at a million members, docs/capacity-plan.md)
 * goes in short statements that never hold many locks or return a huge id list at once. */
const BATCH = 5_000;

/**
 * lesson_views rows only decide whether a view on their own China day counts again (record-view.ts); once
 * that day is over they matter to nothing. Rows of days before yesterday go (yesterday stays, so a clock a
 * little behind China's midnight never sees its day's rows vanish). Answers how many went.
 */
export async function purgeOldLessonViews(db: Db, now = new Date()): Promise<number> {
  const before = chinaDateKey(new Date(now.getTime() - DAY_MS));
  let gone = 0;
  for (;;) {
    const batch = db
      .select({ id: lessonViews.id })
      .from(lessonViews)
      .where(lt(lessonViews.day, before))
      .limit(BATCH);
    const deleted = await db
      .delete(lessonViews)
      .where(inArray(lessonViews.id, batch))
      .returning({ id: lessonViews.id });
    gone += deleted.length;
    if (deleted.length < BATCH) return gone;
  }
}
