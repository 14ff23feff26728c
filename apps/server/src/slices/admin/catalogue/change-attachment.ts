import { ADMIN_ATTACHMENTS_PER_CHAPTER, adminOutlineMessages as OM, Code } from '@app/contract';
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { DomainError, refuse } from '../../../kernel/errors/index.ts';
import type { ObjectStorage } from '../../../platform/storage/storage.ts';
import { courseAttachments, courses } from '../../catalogue/index.ts';
import { recordAudit, type StaffActor } from '../audit.ts';
import { discardStaffFiles, type FileBin } from '../discard-staff-files.ts';
import { staffFileSize } from '../goods/store-staff-file.ts';
import { lockChapter, touchCourse } from './change-chapter.ts';
import { lockCourse } from './save-course.ts';

type AttachmentRow = typeof courseAttachments.$inferSelect;

/** What the audit keeps of an attachment. */
const attachmentState = (a: AttachmentRow) => ({
  course_id: a.courseId,
  chapter_id: a.chapterId,
  name: a.name,
  file_key: a.fileKey,
  size: a.size,
  sort: a.sort,
});

/** The attachment, read after its course is locked (as every outline change does, change-chapter.ts). */
async function lockAttachment(tx: DbOrTx, attachmentId: number): Promise<AttachmentRow> {
  const [found] = await tx.select().from(courseAttachments).where(eq(courseAttachments.id, attachmentId));
  if (!found) throw new DomainError(Code.notFound, OM.attachmentNotFound);
  await lockCourse(tx, found.courseId);
  const [row] = await tx.select().from(courseAttachments).where(eq(courseAttachments.id, attachmentId));
  if (!row) throw new DomainError(Code.notFound, OM.attachmentNotFound);
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
 * A new attachment, last in its chapter: a file staff uploaded into private storage (uploadFile) that
 * storage holds; only purchasers' signed links ever serve it. Answers the course's id.
 */
export async function createAttachment(
  db: Db,
  storage: ObjectStorage,
  actor: StaffActor,
  chapterId: number,
  fields: { name: string; file_key: string },
) {
  const size = await staffFileSize(storage, fields.file_key, []);
  return db.transaction(async (tx) => {
    const chapter = await lockChapter(tx, chapterId);
    const [last] = await tx
      .select({ n: count(), sort: max(courseAttachments.sort) })
      .from(courseAttachments)
      .where(eq(courseAttachments.chapterId, chapterId));
    if ((last?.n ?? 0) >= ADMIN_ATTACHMENTS_PER_CHAPTER) throw refuse(OM.tooManyAttachments, Code.invalid);
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
    await recordAudit(tx, actor, {
      action: 'attachment.create',
      targetType: 'attachment',
      targetId: row!.id,
      after: attachmentState(row!),
    });
    return chapter.courseId;
  });
}

/** Renames an attachment (the name purchasers see and download it as); answers the course's id. */
export async function renameAttachment(db: Db, actor: StaffActor, attachmentId: number, name: string) {
  return db.transaction(async (tx) => {
    const before = await lockAttachment(tx, attachmentId);
    const [after] = await tx
      .update(courseAttachments)
      .set({ name })
      .where(eq(courseAttachments.id, attachmentId))
      .returning();
    await touchCourse(tx, before.courseId);
    await recordAudit(tx, actor, {
      action: 'attachment.rename',
      targetType: 'attachment',
      targetId: attachmentId,
      before: attachmentState(before),
      after: attachmentState(after!),
    });
    return before.courseId;
  });
}

/**
 * Deletes an attachment from the course page and, once that committed, its stored file (unless another row
 * still names it: discard-staff-files.ts); answers the course's id.
 */
export async function deleteAttachment(db: Db, bin: FileBin, actor: StaffActor, attachmentId: number) {
  const removed = await db.transaction(async (tx) => {
    const before = await lockAttachment(tx, attachmentId);
    await tx.delete(courseAttachments).where(eq(courseAttachments.id, attachmentId));
    await syncAnnexFlag(tx, before.courseId);
    await recordAudit(tx, actor, {
      action: 'attachment.delete',
      targetType: 'attachment',
      targetId: attachmentId,
      before: attachmentState(before),
    });
    return before;
  });
  await discardStaffFiles(db, bin, [removed.fileKey]);
  return removed.courseId;
}

/**
 * Puts a chapter's attachments in the order given, which must name each of them once (a list someone
 * else changed meanwhile is refused, nothing moved). Answers the course's id.
 */
export async function reorderAttachments(db: Db, actor: StaffActor, chapterId: number, ids: number[]) {
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
      throw refuse(OM.attachmentOrderMismatch, Code.invalid);
    for (const [sort, id] of ids.entries())
      await tx
        .update(courseAttachments)
        .set({ sort })
        .where(and(eq(courseAttachments.id, id), eq(courseAttachments.chapterId, chapterId)));
    await touchCourse(tx, chapter.courseId);
    await recordAudit(tx, actor, {
      action: 'attachment.reorder',
      targetType: 'chapter',
      targetId: chapterId,
      before: { ids: current },
      after: { ids },
    });
    return chapter.courseId;
  });
}
