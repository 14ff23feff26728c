import { chinaDateKey } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countCourseView } from '../catalogue/index.ts';
import { courses } from '../catalogue/schema.ts';
import { lessonViews } from './tables/progress.ts';

/**
 * Counts a view of the lesson's course at most once per viewer, lesson and China day: the insert into
 * lesson_views decides (a unique index), and only an inserted row asks catalogue to add to the course's view_num.
 */
export async function recordView(
  db: Db,
  view: { viewerKey: string; userId: number | null; taskId: number; courseId: number },
  now = new Date(),
): Promise<{ counted: boolean; viewNum: number }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(lessonViews)
      .values({ ...view, day: chinaDateKey(now) })
      .onConflictDoNothing()
      .returning({ id: lessonViews.id });
    const counted = inserted.length > 0;
    if (counted) return { counted, viewNum: await countCourseView(tx, view.courseId) };
    const [row] = await tx
      .select({ viewNum: courses.viewNum })
      .from(courses)
      .where(eq(courses.id, view.courseId));
    return { counted, viewNum: row?.viewNum ?? 0 };
  });
}
