import { adminLessonMessages, Code } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../kernel/errors/index.ts';
import { touchCourse } from './change-chapter.ts';
import type { RecordChange } from './record-change.ts';
import { lockCourse } from './save-course.ts';
import { courseChapters, courseTasks } from './schema.ts';

export interface OutlineOrder {
  chapters: { id: number; lessons: number[] }[];
}

const sameSet = (a: number[], b: number[]) =>
  a.length === b.length && new Set(a).size === a.length && a.every((id) => b.includes(id));

/**
 * Puts the course's chapters, and the lessons within and across them, in the order given. The order must
 * name exactly the course's chapters and lessons, each once: an outline someone else changed meanwhile is
 * refused whole (nothing moves) rather than half-applied.
 */
export async function reorderOutline(
  db: Db,
  courseId: number,
  order: OutlineOrder,
  record?: RecordChange<OutlineOrder>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCourse(tx, courseId);
    const chapters = await tx
      .select({ id: courseChapters.id })
      .from(courseChapters)
      .where(eq(courseChapters.courseId, courseId))
      .orderBy(asc(courseChapters.sort), asc(courseChapters.id));
    const lessons = await tx
      .select({ id: courseTasks.id, chapterId: courseTasks.chapterId })
      .from(courseTasks)
      .where(eq(courseTasks.courseId, courseId))
      .orderBy(asc(courseTasks.sort), asc(courseTasks.id));
    const given = order.chapters;
    if (
      !sameSet(
        given.map((c) => c.id),
        chapters.map((c) => c.id),
      ) ||
      !sameSet(
        given.flatMap((c) => c.lessons),
        lessons.map((l) => l.id),
      )
    )
      throw refuse(adminLessonMessages.orderMismatch, Code.refused);
    const before = chapters.map((c) => ({
      id: c.id,
      lessons: lessons.filter((l) => l.chapterId === c.id).map((l) => l.id),
    }));
    let lessonSort = 0;
    for (const [index, chapter] of given.entries()) {
      await tx.update(courseChapters).set({ sort: index }).where(eq(courseChapters.id, chapter.id));
      for (const lessonId of chapter.lessons)
        await tx
          .update(courseTasks)
          .set({ chapterId: chapter.id, sort: lessonSort++ })
          .where(eq(courseTasks.id, lessonId));
    }
    await touchCourse(tx, courseId);
    await record?.(tx, { before: { chapters: before }, after: { chapters: given } });
  });
}
