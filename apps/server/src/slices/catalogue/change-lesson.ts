import { adminLessonCalls, adminLessonMessages, type CallBody, Code } from '@app/contract';
import { eq, max } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { lockChapter, touchCourse } from './change-chapter.ts';
import type { RecordChange, RecordCreation } from './record-change.ts';
import { lockCourse } from './save-course.ts';
import { courseTasks } from './schema.ts';

type LessonFields = CallBody<typeof adminLessonCalls.updateLesson>;
type TaskRow = typeof courseTasks.$inferSelect;

/** A lesson as a change record keeps it (the back office's audit row). */
export const lessonState = (t: TaskRow) => ({
  course_id: t.courseId,
  chapter_id: t.chapterId,
  name: t.name,
  sort: t.sort,
  is_first: t.isFirst === 1,
  duration: t.duration,
  media_asset_id: t.mediaAssetId,
  pending_media_asset_id: t.pendingMediaAssetId,
});
type LessonState = ReturnType<typeof lessonState>;

/** The lesson, read after its course is locked (as every outline change does, change-chapter.ts). */
export async function lockLesson(tx: DbOrTx, lessonId: number): Promise<TaskRow> {
  const [found] = await tx.select().from(courseTasks).where(eq(courseTasks.id, lessonId));
  if (!found) throw new DomainError(Code.notFound, adminLessonMessages.lessonNotFound);
  await lockCourse(tx, found.courseId);
  const [row] = await tx.select().from(courseTasks).where(eq(courseTasks.id, lessonId));
  if (!row) throw new DomainError(Code.notFound, adminLessonMessages.lessonNotFound);
  return row;
}

const columnsOf = (fields: LessonFields) => ({
  name: fields.name,
  isFirst: fields.is_first ? 1 : 0,
  duration: fields.duration,
});

/** A new lesson, last in its chapter; answers the course's id. */
export async function createLesson(
  db: Db,
  chapterId: number,
  fields: LessonFields,
  record?: RecordCreation<LessonState>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const chapter = await lockChapter(tx, chapterId);
    const [last] = await tx
      .select({ sort: max(courseTasks.sort) })
      .from(courseTasks)
      .where(eq(courseTasks.courseId, chapter.courseId));
    const [row] = await tx
      .insert(courseTasks)
      .values({ chapterId, courseId: chapter.courseId, sort: (last?.sort ?? -1) + 1, ...columnsOf(fields) })
      .returning();
    await touchCourse(tx, chapter.courseId);
    await record?.(tx, { id: row!.id, before: undefined, after: lessonState(row!) });
    return chapter.courseId;
  });
}

/** Changes a lesson's name, free-preview flag and length; answers the course's id. */
export async function updateLesson(
  db: Db,
  lessonId: number,
  fields: LessonFields,
  record?: RecordChange<LessonState>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const before = await lockLesson(tx, lessonId);
    const [after] = await tx
      .update(courseTasks)
      .set(columnsOf(fields))
      .where(eq(courseTasks.id, lessonId))
      .returning();
    await touchCourse(tx, before.courseId);
    await record?.(tx, { before: lessonState(before), after: lessonState(after!) });
    return before.courseId;
  });
}

/**
 * Deletes a lesson, as MeEdu and EduSoho admins do, even when members learnt it: their progress, views and
 * comments on it go with it (by cascade), while the course itself, its other lessons and every member's
 * right to the course stay as they were; answers the course's id. `record` runs in the transaction just
 * before the row goes, so the caller can still read what goes with it (other slices' rows on the lesson).
 */
export async function deleteLesson(
  db: Db,
  lessonId: number,
  record?: RecordChange<LessonState, undefined>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const before = await lockLesson(tx, lessonId);
    await record?.(tx, { before: lessonState(before), after: undefined });
    await tx.delete(courseTasks).where(eq(courseTasks.id, lessonId));
    await touchCourse(tx, before.courseId);
    return before.courseId;
  });
}
