import { ADMIN_ATTACHMENTS_PER_CHAPTER, adminOutlineMessages, Code } from '@app/contract';
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { DomainError, refuse } from '../../kernel/errors/index.ts';
import { lockChapter, touchCourse } from './change-chapter.ts';
import type { RecordChange, RecordCreation } from './record-change.ts';
import { lockCourse } from './save-course.ts';
import { courseAttachments, courses } from './schema.ts';

type AttachmentRow = typeof courseAttachments.$inferSelect;

/** An attachment as a change record keeps it (the back office's audit row). */
const attachmentState = (a: AttachmentRow) => ({
  course_id: a.courseId,
  chapter_id: a.chapterId,
  name: a.name,
  file_key: a.fileKey,
  size: a.size,
  sort: a.sort,
});
type AttachmentState = ReturnType<typeof attachmentState>;

/** The attachment, read after its course is locked (as every outline change does, change-chapter.ts). */
async function lockAttachment(tx: DbOrTx, attachmentId: number): Promise<AttachmentRow> {
  const [found] = await tx.select().from(courseAttachments).where(eq(courseAttachments.id, attachmentId));
  if (!found) throw new DomainError(Code.notFound, adminOutlineMessages.attachmentNotFound);
  await lockCourse(tx, found.courseId);
  const [row] = await tx.select().from(courseAttachments).where(eq(courseAttachments.id, attachmentId));
  if (!row) throw new DomainError(Code.notFound, adminOutlineMessages.attachmentNotFound);
  return row;
}

/** The course's 'has attachments' flag (the course list's 附件 mark) follows its attachments. */
async function syncAnnexFlag(tx: DbOrTx, courseId: number) {
  const [n] = await tx
    .select({ n: count() })
    .from(courseAttachments)
    .where(eq(courseAttachments.courseId, courseId));
  await tx
    .update(courses)
    .set({ isAnnex: (n?.n ?? 0) > 0, updatedAt: new Date() })
    .where(eq(courses.id, courseId));
}

/**
 * A new attachment, last in its chapter: a stored private file (the caller checked the key and measured it);
 * only purchasers' signed links ever serve it. Answers the course's id.
 */
export async function createAttachment(
  db: Db,
  chapterId: number,
  fields: { name: string; file_key: string; size: number },
  record?: RecordCreation<AttachmentState>,
): Promise<number> {
  const { size } = fields;
  return db.transaction(async (tx) => {
    const chapter = await lockChapter(tx, chapterId);
    const [last] = await tx
      .select({ n: count(), sort: max(courseAttachments.sort) })
      .from(courseAttachments)
      .where(eq(courseAttachments.chapterId, chapterId));
    if ((last?.n ?? 0) >= ADMIN_ATTACHMENTS_PER_CHAPTER)
      throw refuse(adminOutlineMessages.tooManyAttachments, Code.invalid);
    const [row] = await tx
      .insert(courseAttachments)
      .values({
        courseId: chapter.courseId,
        chapterId,
        name: fields.name,
        fileKey: fields.file_key,
        size,
        sort: (last?.sort ?? -1) + 1,
      })
      .returning();
    await syncAnnexFlag(tx, chapter.courseId);
    await record?.(tx, { id: row!.id, before: undefined, after: attachmentState(row!) });
    return chapter.courseId;
  });
}

/** Renames an attachment (the name purchasers see and download it as); answers the course's id. */
export async function renameAttachment(
  db: Db,
  attachmentId: number,
  name: string,
  record?: RecordChange<AttachmentState>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const before = await lockAttachment(tx, attachmentId);
    const [after] = await tx
      .update(courseAttachments)
      .set({ name })
      .where(eq(courseAttachments.id, attachmentId))
      .returning();
    await touchCourse(tx, before.courseId);
    await record?.(tx, { before: attachmentState(before), after: attachmentState(after!) });
    return before.courseId;
  });
}

/**
 * Deletes an attachment from the course page; answers the row it was (its course, and its file, which the
 * caller may delete from storage once this committed).
 */
export async function deleteAttachment(
  db: Db,
  attachmentId: number,
  record?: RecordChange<AttachmentState, undefined>,
): Promise<AttachmentRow> {
  return db.transaction(async (tx) => {
    const before = await lockAttachment(tx, attachmentId);
    await tx.delete(courseAttachments).where(eq(courseAttachments.id, attachmentId));
    await syncAnnexFlag(tx, before.courseId);
    await record?.(tx, { before: attachmentState(before), after: undefined });
    return before;
  });
}

/**
 * Puts a chapter's attachments in the order given, which must name each of them once (a list someone
 * else changed meanwhile is refused, nothing moved). Answers the course's id.
 */
export async function reorderAttachments(
  db: Db,
  chapterId: number,
  ids: number[],
  record?: RecordChange<{ ids: number[] }>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const chapter = await lockChapter(tx, chapterId);
    const rows = await tx
      .select()
      .from(courseAttachments)
      .where(eq(courseAttachments.chapterId, chapterId))
      .orderBy(asc(courseAttachments.sort), asc(courseAttachments.id));
    const current = rows.map((r) => r.id);
    if (
      ids.length !== current.length ||
      new Set(ids).size !== ids.length ||
      ids.some((id) => !current.includes(id))
    )
      throw refuse(adminOutlineMessages.attachmentOrderMismatch, Code.invalid);
    for (const [sort, id] of ids.entries())
      await tx
        .update(courseAttachments)
        .set({ sort })
        .where(and(eq(courseAttachments.id, id), eq(courseAttachments.chapterId, chapterId)));
    await touchCourse(tx, chapter.courseId);
    await record?.(tx, { before: { ids: current }, after: { ids } });
    return chapter.courseId;
  });
}
