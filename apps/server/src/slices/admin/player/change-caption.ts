import type { Db } from '../../../db/client.ts';
import { deleteCaption as deleteLessonCaption } from '../../player/index.ts';
import { auditChange, type StaffActor } from '../audit.ts';
import { discardStaffFiles, type FileBin } from '../discard-staff-files.ts';

/**
 * Deletes a caption (player's deleteCaption, audited) and, once that committed, its .vtt (unless another
 * caption names the same upload: discard-staff-files.ts); answers the course's id.
 */
export async function deleteCaption(db: Db, bin: FileBin, actor: StaffActor, captionId: number) {
  const audit = auditChange(actor, 'caption.delete', 'caption', captionId);
  const removed = await deleteLessonCaption(db, captionId, audit);
  await discardStaffFiles(db, bin, [removed.fileKey]);
  return removed.courseId;
}
