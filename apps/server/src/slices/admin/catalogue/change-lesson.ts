import { adminLessonCalls, adminLessonMessages as LM, type CallBody, Code } from '@app/contract';
import { count, eq, max } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../../kernel/errors/index.ts';
import { courseTasks } from '../../catalogue/index.ts';
import { lessonProgress } from '../../learning/index.ts';
import { lessonCaptions } from '../../player/index.ts';
import { recordAudit, type StaffActor } from '../audit.ts';
import { discardStaffFiles, type FileBin } from '../discard-staff-files.ts';
import { lockChapter, touchCourse } from './change-chapter.ts';
import { lockCourse } from './save-course.ts';

export type LessonFields = CallBody<typeof adminLessonCalls.updateLesson>;
type TaskRow = typeof courseTasks.$inferSelect;

/** What the audit keeps of a lesson. */
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

/** The lesson, read after its course is locked (as every outline change does, change-chapter.ts). */
export async function lockLesson(tx: DbOrTx, lessonId: number): Promise<TaskRow> {
  const [found] = await tx.select().from(courseTasks).where(eq(courseTasks.id, lessonId));
  if (!found) throw new DomainError(Code.notFound, LM.lessonNotFound);
  await lockCourse(tx, found.courseId);
  const [row] = await tx.select().from(courseTasks).where(eq(courseTasks.id, lessonId));
  if (!row) throw new DomainError(Code.notFound, LM.lessonNotFound);
  return row;
}

const columnsOf = (fields: LessonFields) => ({
  name: fields.name,
  isFirst: fields.is_first ? 1 : 0,
  duration: fields.duration,
});

/** A new lesson, last in its chapter; answers the course's id. */
export async function createLesson(db: Db, actor: StaffActor, chapterId: number, fields: LessonFields) {
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
    await recordAudit(tx, actor, {
      action: 'lesson.create',
      targetType: 'lesson',
      targetId: row!.id,
      after: lessonState(row!),
    });
    return chapter.courseId;
  });
}

/** Changes a lesson's name, free-preview flag and length; answers the course's id. */
export async function updateLesson(db: Db, actor: StaffActor, lessonId: number, fields: LessonFields) {
  return db.transaction(async (tx) => {
    const before = await lockLesson(tx, lessonId);
    const [after] = await tx
      .update(courseTasks)
      .set(columnsOf(fields))
      .where(eq(courseTasks.id, lessonId))
      .returning();
    await touchCourse(tx, before.courseId);
    await recordAudit(tx, actor, {
      action: 'lesson.update',
      targetType: 'lesson',
      targetId: lessonId,
      before: lessonState(before),
      after: lessonState(after!),
    });
    return before.courseId;
  });
}

/**
 * Deletes a lesson, as MeEdu and EduSoho admins do, even when members learnt it: their progress, views and
 * comments on it go with it (the page warned how many), while the course itself, its other lessons and
 * every member's right to the course stay as they were. The audit row keeps the lesson and that count.
 * Its captions go by cascade; their .vtt files are deleted once that committed (discard-staff-files.ts).
 */
export async function deleteLesson(db: Db, bin: FileBin, actor: StaffActor, lessonId: number) {
  const removed = await db.transaction(async (tx) => {
    const before = await lockLesson(tx, lessonId);
    const captions = await tx
      .select({ key: lessonCaptions.fileKey })
      .from(lessonCaptions)
      .where(eq(lessonCaptions.taskId, lessonId));
    const [learners] = await tx
      .select({ n: count() })
      .from(lessonProgress)
      .where(eq(lessonProgress.taskId, lessonId));
    await tx.delete(courseTasks).where(eq(courseTasks.id, lessonId));
    await touchCourse(tx, before.courseId);
    await recordAudit(tx, actor, {
      action: 'lesson.delete',
      targetType: 'lesson',
      targetId: lessonId,
      before: { ...lessonState(before), learners: learners?.n ?? 0 },
    });
    return { courseId: before.courseId, keys: captions.map((c) => c.key) };
  });
  await discardStaffFiles(db, bin, removed.keys);
  return removed.courseId;
}
