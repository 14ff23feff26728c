import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lessonProgress } from './tables/progress.ts';

/** A lesson counts as learned once the viewer reached 90 % of it. */
export const LEARNED_SHARE = 0.9;

/**
 * Stores where the member is in a lesson (the resume point) and marks it learned once they reached
 * 90 %; a later report earlier in the lesson moves the resume point back but never un-learns it.
 */
export async function saveProgress(
  db: DbOrTx,
  p: {
    userId: number;
    taskId: number;
    courseId: number;
    time: number;
    duration: number;
    taskDuration: number;
  },
): Promise<{ watch: number; finished: boolean }> {
  const duration = Math.round(p.duration > 0 ? p.duration : p.taskDuration);
  const position = Math.floor(duration > 0 ? Math.min(p.time, duration) : p.time);
  const reached = duration > 0 && position >= duration * LEARNED_SHARE;
  const [row] = await db
    .insert(lessonProgress)
    .values({
      userId: p.userId,
      taskId: p.taskId,
      courseId: p.courseId,
      position,
      duration,
      finished: reached,
    })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.taskId],
      set: {
        position,
        duration,
        finished: sql`${lessonProgress.finished} or excluded.finished`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ watch: lessonProgress.position, finished: lessonProgress.finished });
  return row!;
}
