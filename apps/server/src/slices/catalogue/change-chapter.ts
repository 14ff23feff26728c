import { adminLessonMessages, Code } from '@app/contract';
import { count, eq, max } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { DomainError, refuse } from '../../kernel/errors/index.ts';
import type { RecordChange, RecordCreation } from './record-change.ts';
import { lockCourse } from './save-course.ts';
import { courseChapters, courses, courseTasks } from './schema.ts';

type ChapterRow = typeof courseChapters.$inferSelect;

/** A chapter as a change record keeps it (the back office's audit row). */
const chapterState = (c: ChapterRow) => ({ course_id: c.courseId, name: c.name, sort: c.sort });
type ChapterState = ReturnType<typeof chapterState>;

/**
 * The chapter, read after its course is locked: every outline change of a course holds the course's row,
 * so two staff editing one outline take turns and the order they see is the order they change.
 */
export async function lockChapter(tx: DbOrTx, chapterId: number): Promise<ChapterRow> {
  const [found] = await tx.select().from(courseChapters).where(eq(courseChapters.id, chapterId));
  if (!found) throw new DomainError(Code.notFound, adminLessonMessages.chapterNotFound);
  await lockCourse(tx, found.courseId);
  const [row] = await tx.select().from(courseChapters).where(eq(courseChapters.id, chapterId));
  if (!row) throw new DomainError(Code.notFound, adminLessonMessages.chapterNotFound);
  return row;
}

/** Marks the course as changed, so the course table's 'updated' column tells staff someone edited it. */
export const touchCourse = (tx: DbOrTx, courseId: number) =>
  tx.update(courses).set({ updatedAt: new Date() }).where(eq(courses.id, courseId));

/** A new chapter, last in the course. */
export async function createChapter(
  db: Db,
  courseId: number,
  name: string,
  record?: RecordCreation<ChapterState>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCourse(tx, courseId);
    const [last] = await tx
      .select({ sort: max(courseChapters.sort) })
      .from(courseChapters)
      .where(eq(courseChapters.courseId, courseId));
    const [row] = await tx
      .insert(courseChapters)
      .values({ courseId, name, sort: (last?.sort ?? -1) + 1 })
      .returning();
    await touchCourse(tx, courseId);
    await record?.(tx, { id: row!.id, before: undefined, after: chapterState(row!) });
  });
}

/** Renames a chapter; answers its course's id. */
export async function renameChapter(
  db: Db,
  chapterId: number,
  name: string,
  record?: RecordChange<ChapterState>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const before = await lockChapter(tx, chapterId);
    const [after] = await tx
      .update(courseChapters)
      .set({ name })
      .where(eq(courseChapters.id, chapterId))
      .returning();
    await touchCourse(tx, before.courseId);
    await record?.(tx, { before: chapterState(before), after: chapterState(after!) });
    return before.courseId;
  });
}

/**
 * Deletes an empty chapter; answers its course's id. A chapter with lessons is refused rather than taking
 * its lessons (and members' progress on them) along: staff move or delete those one by one, knowingly.
 */
export async function deleteChapter(
  db: Db,
  chapterId: number,
  record?: RecordChange<ChapterState, undefined>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const before = await lockChapter(tx, chapterId);
    const [lessons] = await tx
      .select({ n: count() })
      .from(courseTasks)
      .where(eq(courseTasks.chapterId, chapterId));
    if ((lessons?.n ?? 0) > 0)
      throw refuse(
        adminLessonMessages.chapterHasLessons.replace('{count}', String(lessons!.n)),
        Code.refused,
      );
    await tx.delete(courseChapters).where(eq(courseChapters.id, chapterId));
    await touchCourse(tx, before.courseId);
    await record?.(tx, { before: chapterState(before), after: undefined });
    return before.courseId;
  });
}
