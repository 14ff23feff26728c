import { Code, servedUploadType, uploadContentProblem, uploadMessages } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { DomainError, refuse } from '../../../kernel/errors/index.ts';
import { PartMismatchError, type ObjectStorage } from '../../../platform/storage/storage.ts';
import { detectStoredType } from './detect-content.ts';
import { findOwnUpload } from './read-upload.ts';
import type { UploadOwner } from './upload-owner.ts';
import { directUploads } from './uploads-table.ts';

/**
 * Joins the parts into the object. Every planned part must be named once, in order; the finished object
 * must have exactly the declared size (S3 cannot cap a presigned part, so an oversized file sent through
 * valid part URLs is caught here, deleted and refused) and bytes that fit the purpose (a picture that is
 * a picture, a video that is a video, whatever was declared; refused and deleted otherwise). The row
 * keeps the type the bytes show; storage serves pictures, sound and video as that type and everything
 * else as a download (the object was opened as one). A repeated completion answers the finished upload
 * again (`fresh` false: a retried request after a lost answer).
 */
export async function completeUpload(
  db: DbOrTx,
  storage: ObjectStorage,
  owner: UploadOwner,
  uploadId: number,
  parts: { part_number: number; etag: string }[],
) {
  const row = await findOwnUpload(db, owner, uploadId);
  if (row.state === 'complete') return { row, fresh: false };
  if (row.state !== 'uploading') throw refuse(uploadMessages.uploadClosed);
  const numbers = parts.map((p) => p.part_number);
  if (numbers.length !== row.partCount || numbers.some((n, i) => n !== i + 1))
    throw new DomainError(Code.invalid, uploadMessages.partsMissing);
  try {
    await storage.completeMultipart(
      row.key,
      row.driverUploadId,
      parts.map((p) => ({ partNumber: p.part_number, etag: p.etag })),
    );
  } catch (error) {
    if (error instanceof PartMismatchError) throw new DomainError(Code.invalid, uploadMessages.partMismatch);
    throw error;
  }
  const discard = async (msg: string) => {
    await storage.delete(row.key);
    await db.update(directUploads).set({ state: 'aborted' }).where(eq(directUploads.id, row.id));
    return new DomainError(Code.invalid, msg);
  };
  const head = await storage.head(row.key);
  if (!head || head.size !== row.size) throw await discard(uploadMessages.sizeMismatch);
  const detected = await detectStoredType(storage, row.key, row.size);
  const problem = uploadContentProblem(row.purpose, detected);
  if (problem) throw await discard(problem);
  const served = servedUploadType(detected);
  if (served !== head.contentType) await storage.setContentType(row.key, served);
  const [done] = await db
    .update(directUploads)
    .set({ state: 'complete', completedAt: new Date(), contentType: detected ?? served })
    .where(eq(directUploads.id, row.id))
    .returning();
  return { row: done!, fresh: true };
}

/** Cancels the owner's upload: storage drops every stored part, the row is kept as aborted. */
export async function abortUpload(db: DbOrTx, storage: ObjectStorage, owner: UploadOwner, uploadId: number) {
  const row = await findOwnUpload(db, owner, uploadId);
  if (row.state === 'complete') throw refuse(uploadMessages.uploadClosed);
  await storage.abortMultipart(row.key, row.driverUploadId);
  await db.update(directUploads).set({ state: 'aborted' }).where(eq(directUploads.id, row.id));
}
