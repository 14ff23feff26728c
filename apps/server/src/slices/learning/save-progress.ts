import { and, eq, sql } from 'drizzle-orm';
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
  const { duration, position, reached } = progressPoint(p.time, p.duration > 0 ? p.duration : p.taskDuration);
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

/** Whole seconds, the position never past the end, and whether it reached the learned share. */
function progressPoint(time: number, lessonSeconds: number) {
  const duration = Math.round(lessonSeconds);
  const position = Math.floor(duration > 0 ? Math.min(time, duration) : time);
  return { duration, position, reached: duration > 0 && position >= duration * LEARNED_SHARE };
}

/**
 * Moves the resume point of a lesson the member already has one in (for this course), in one statement;
 * null when there is none yet, or when the player does not know the video's length (the lesson's own
 * length is then the fallback, read on the full path). The row exists only because an earlier save of
 * this member passed the full rights check, so the usual report every 30 s does not repeat that check
 * (docs/spec-decisions.md: rights lost since then still move the member's own resume point, no more).
 */
export async function updateKnownProgress(
  db: DbOrTx,
  p: { userId: number; taskId: number; courseId: number; time: number; duration: number },
): Promise<{ watch: number; finished: boolean } | null> {
  if (!(p.duration > 0)) return null;
  const { duration, position, reached } = progressPoint(p.time, p.duration);
  const [row] = await db
    .update(lessonProgress)
    .set({
      position,
      duration,
      finished: sql`${lessonProgress.finished} or ${reached}`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(lessonProgress.userId, p.userId),
        eq(lessonProgress.taskId, p.taskId),
        eq(lessonProgress.courseId, p.courseId),
      ),
    )
    .returning({ watch: lessonProgress.position, finished: lessonProgress.finished });
  return row ?? null;
}
