import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courses } from './schema.ts';

/**
 * Adds one view to a course (learning decides whether a view counts: once per viewer, lesson and China day)
 * and answers the new total; 0 for a course that is gone. Runs in the caller's transaction, so the count
 * and learning's view row commit together.
 */
export async function countCourseView(tx: DbOrTx, courseId: number): Promise<number> {
  const [row] = await tx
    .update(courses)
    .set({ viewNum: sql`${courses.viewNum} + 1` })
    .where(eq(courses.id, courseId))
    .returning({ viewNum: courses.viewNum });
  return row?.viewNum ?? 0;
}
