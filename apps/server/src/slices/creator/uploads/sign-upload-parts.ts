import { Code, uploadMessages } from '@app/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { DomainError, refuse } from '../../../kernel/errors/index.ts';
import type { ObjectStorage } from '../../../platform/storage/storage.ts';
import { findOwnUpload } from './read-upload.ts';
import { UPLOAD_URL_SECONDS, type UploadOwner } from './upload-owner.ts';

/** Presigned PUT URLs for parts of the owner's open upload; each capped at the plan's part size. */
export async function signUploadParts(
  db: DbOrTx,
  storage: ObjectStorage,
  owner: UploadOwner,
  uploadId: number,
  partNumbers: number[],
  nowMs = Date.now(),
) {
  const row = await findOwnUpload(db, owner, uploadId);
  if (row.state !== 'uploading') throw refuse(uploadMessages.uploadClosed);
  if (partNumbers.some((n) => n > row.partCount))
    throw new DomainError(Code.invalid, uploadMessages.partsInvalid);
  const unique = [...new Set(partNumbers)].sort((a, b) => a - b);
  const parts = await Promise.all(
    unique.map(async (partNumber) => ({
      part_number: partNumber,
      ...(await storage.presignPart(row.key, row.driverUploadId, partNumber, {
        expiresInSeconds: UPLOAD_URL_SECONDS,
        maxBytes: row.partSize,
      })),
    })),
  );
  return { parts, expires_at: new Date(nowMs + UPLOAD_URL_SECONDS * 1000).toISOString() };
}
