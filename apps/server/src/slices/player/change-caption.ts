import {
  ADMIN_CAPTIONS_PER_LESSON,
  adminPlayerCalls,
  adminPlayerMessages,
  type CallBody,
  Code,
} from '@app/contract';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError, refuse } from '../../kernel/errors/index.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { lockLesson, touchCourse, type RecordChange, type RecordCreation } from '../catalogue/index.ts';
import { lessonCaptions } from './schema.ts';

type CaptionBody = CallBody<typeof adminPlayerCalls.createCaption>;
type CaptionRow = typeof lessonCaptions.$inferSelect;

/** A caption as a change record keeps it (the back office's audit row). */
const captionState = (c: CaptionRow) => ({
  task_id: c.taskId,
  lang: c.lang,
  label: c.label,
  file_key: c.fileKey,
  is_default: c.isDefault,
});
type CaptionState = ReturnType<typeof captionState>;

/**
 * A new caption of a lesson from a stored .vtt (at most ADMIN_CAPTIONS_PER_LESSON). A default caption is the
 * one the player shows first, so marking one default unmarks the lesson's others. Answers the course's id.
 */
export async function createCaption(
  db: Db,
  storage: Pick<ObjectStorage, 'exists'>,
  lessonId: number,
  body: CaptionBody,
  record?: RecordCreation<CaptionState>,
): Promise<number> {
  if (!(await storage.exists(body.file_key)))
    throw refuse(adminPlayerMessages.captionFileInvalid, Code.invalid);
  return db.transaction(async (tx) => {
    const lesson = await lockLesson(tx, lessonId);
    const [existing] = await tx
      .select({ n: count() })
      .from(lessonCaptions)
      .where(eq(lessonCaptions.taskId, lessonId));
    if ((existing?.n ?? 0) >= ADMIN_CAPTIONS_PER_LESSON)
      throw refuse(adminPlayerMessages.tooManyCaptions, Code.invalid);
    const [row] = await tx
      .insert(lessonCaptions)
      .values({
        taskId: lessonId,
        lang: body.lang,
        label: body.label,
        fileKey: body.file_key,
        isDefault: body.is_default,
      })
      .returning();
    if (body.is_default)
      await tx
        .update(lessonCaptions)
        .set({ isDefault: false })
        .where(and(eq(lessonCaptions.taskId, lessonId), ne(lessonCaptions.id, row!.id)));
    await touchCourse(tx, lesson.courseId);
    await record?.(tx, { id: row!.id, before: undefined, after: captionState(row!) });
    return lesson.courseId;
  });
}

/**
 * Deletes a caption; answers its course's id and its .vtt's key (the caller may delete the file once this
 * committed).
 */
export async function deleteCaption(
  db: Db,
  captionId: number,
  record?: RecordChange<CaptionState, undefined>,
): Promise<{ courseId: number; fileKey: string }> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(lessonCaptions).where(eq(lessonCaptions.id, captionId));
    if (!found) throw new DomainError(Code.notFound, adminPlayerMessages.captionNotFound);
    const lesson = await lockLesson(tx, found.taskId);
    const [row] = await tx.delete(lessonCaptions).where(eq(lessonCaptions.id, captionId)).returning();
    if (!row) throw new DomainError(Code.notFound, adminPlayerMessages.captionNotFound);
    await touchCourse(tx, lesson.courseId);
    await record?.(tx, { before: captionState(row), after: undefined });
    return { courseId: lesson.courseId, fileKey: row.fileKey };
  });
}
