import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courseCollects } from './tables/progress.ts';

/** Adds the course to the member's favourites (again is fine); answers the favourite's id. */
export async function collectCourse(db: DbOrTx, userId: number, courseId: number): Promise<number> {
  const [inserted] = await db
    .insert(courseCollects)
    .values({ userId, courseId })
    .onConflictDoNothing()
    .returning({ id: courseCollects.id });
  if (inserted) return inserted.id;
  const [existing] = await db
    .select({ id: courseCollects.id })
    .from(courseCollects)
    .where(and(eq(courseCollects.userId, userId), eq(courseCollects.courseId, courseId)));
  return existing!.id;
}

/** Removes one of the member's own favourites, by favourite id or course id; false when there was none. */
export async function cancelCollect(
  db: DbOrTx,
  userId: number,
  which: { userCourseId?: number; courseId?: number },
): Promise<boolean> {
  const target: SQL | undefined =
    which.userCourseId !== undefined
      ? eq(courseCollects.id, which.userCourseId)
      : eq(courseCollects.courseId, which.courseId!);
  const gone = await db
    .delete(courseCollects)
    .where(and(eq(courseCollects.userId, userId), target))
    .returning({ id: courseCollects.id });
  return gone.length > 0;
}
