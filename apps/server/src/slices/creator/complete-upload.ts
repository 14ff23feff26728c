import { Code, uploadMessages as UM } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { DomainError, refuse } from '../../kernel/errors/index.ts';
import { PartMismatchError, type ObjectStorage } from '../../platform/storage/storage.ts';
import { findOwnUpload } from './read-upload.ts';
import { creatorUploads } from './schema.ts';

/**
 * Joins the parts into the object. Every planned part must be named once, in order; the finished object
 * must have exactly the declared size (S3 cannot cap a presigned part, so an oversized file sent through
 * valid part URLs is caught here, deleted and refused).
 */
export async function completeUpload(
  db: DbOrTx,
  storage: ObjectStorage,
  userId: number,
  uploadId: number,
  parts: { part_number: number; etag: string }[],
) {
  const row = await findOwnUpload(db, userId, uploadId);
  if (row.state === 'complete') return row;
  if (row.state !== 'uploading') throw refuse(UM.uploadClosed);
  const numbers = parts.map((p) => p.part_number);
  if (numbers.length !== row.partCount || numbers.some((n, i) => n !== i + 1))
    throw new DomainError(Code.invalid, UM.partsMissing);
  try {
    await storage.completeMultipart(
      row.key,
      row.driverUploadId,
      parts.map((p) => ({ partNumber: p.part_number, etag: p.etag })),
    );
  } catch (error) {
    if (error instanceof PartMismatchError) throw new DomainError(Code.invalid, UM.partMismatch);
    throw error;
  }
  const head = await storage.head(row.key);
  if (!head || head.size !== row.size) {
    await storage.delete(row.key);
    await db.update(creatorUploads).set({ state: 'aborted' }).where(eq(creatorUploads.id, row.id));
    throw new DomainError(Code.invalid, UM.sizeMismatch);
  }
  const [done] = await db
    .update(creatorUploads)
    .set({ state: 'complete', completedAt: new Date() })
    .where(eq(creatorUploads.id, row.id))
    .returning();
  return done!;
}

/** Cancels the member's upload: storage drops every stored part, the row is kept as aborted. */
export async function abortUpload(db: DbOrTx, storage: ObjectStorage, userId: number, uploadId: number) {
  const row = await findOwnUpload(db, userId, uploadId);
  if (row.state === 'complete') throw refuse(UM.uploadClosed);
  await storage.abortMultipart(row.key, row.driverUploadId);
  await db.update(creatorUploads).set({ state: 'aborted' }).where(eq(creatorUploads.id, row.id));
}
