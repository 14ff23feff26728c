import type { Db } from '../../../db/client.ts';
import { deleteAttachment as deleteCourseAttachment } from '../../catalogue/index.ts';
import { auditChange, type StaffActor } from '../audit.ts';
import { discardStaffFiles, type FileBin } from '../discard-staff-files.ts';

/**
 * Deletes an attachment from the course page (catalogue's deleteAttachment, audited) and, once that
 * committed, its stored file (unless another row still names it: discard-staff-files.ts); answers the
 * course's id.
 */
export async function deleteAttachment(db: Db, bin: FileBin, actor: StaffActor, attachmentId: number) {
  const audit = auditChange(actor, 'attachment.delete', 'attachment', attachmentId);
  const removed = await deleteCourseAttachment(db, attachmentId, audit);
  await discardStaffFiles(db, bin, [removed.fileKey]);
  return removed.courseId;
}
