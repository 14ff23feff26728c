import type { Db } from '../../db/client.ts';
import {
  abortUpload,
  completeUpload,
  openUpload,
  staffOwner,
  type OpenUploadInput,
} from '../creator/index.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { recordAudit, type StaffActor } from './audit.ts';

/**
 * Staff direct uploads: the kernel's upload, owned by the staff account, each change recorded in the audit
 * log (signing parts and reading progress change nothing and are not). Storage is asked first and the
 * row with its audit row follow it, as in the creators' upload: a storage failure leaves nothing behind.
 */
const uploadState = (row: { key: string; name: string; size: number; purpose: string; state: string }) => ({
  key: row.key,
  name: row.name,
  size: row.size,
  purpose: row.purpose,
  state: row.state,
});

export async function openStaffUpload(
  db: Db,
  storage: ObjectStorage,
  actor: StaffActor,
  input: OpenUploadInput,
) {
  return db.transaction(async (tx) => {
    const row = await openUpload(tx, storage, staffOwner(actor.id), input);
    await recordAudit(tx, actor, {
      action: 'upload.open',
      targetType: 'upload',
      targetId: row.id,
      after: uploadState(row),
    });
    return row;
  });
}

export async function completeStaffUpload(
  db: Db,
  storage: ObjectStorage,
  actor: StaffActor,
  uploadId: number,
  parts: { part_number: number; etag: string }[],
) {
  const { row, fresh } = await completeUpload(db, storage, staffOwner(actor.id), uploadId, parts);
  if (fresh)
    await recordAudit(db, actor, {
      action: 'upload.complete',
      targetType: 'upload',
      targetId: row.id,
      after: uploadState(row),
    });
  return row;
}

export async function abortStaffUpload(db: Db, storage: ObjectStorage, actor: StaffActor, uploadId: number) {
  await abortUpload(db, storage, staffOwner(actor.id), uploadId);
  await recordAudit(db, actor, { action: 'upload.abort', targetType: 'upload', targetId: uploadId });
}
