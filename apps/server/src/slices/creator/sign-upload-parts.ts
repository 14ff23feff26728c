import { Code, uploadMessages as UM } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { DomainError, refuse } from '../../kernel/errors/index.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { findOwnUpload } from './read-upload.ts';
import { UPLOAD_TOKEN_SECONDS } from './upload-token.ts';

/** Presigned PUT URLs for parts of the member's open upload; each capped at the plan's part size. */
export async function signUploadParts(
  db: DbOrTx,
  storage: ObjectStorage,
  userId: number,
  uploadId: number,
  partNumbers: number[],
  nowMs = Date.now(),
) {
  const row = await findOwnUpload(db, userId, uploadId);
  if (row.state !== 'uploading') throw refuse(UM.uploadClosed);
  if (partNumbers.some((n) => n > row.partCount)) throw new DomainError(Code.invalid, UM.partsInvalid);
  const unique = [...new Set(partNumbers)].sort((a, b) => a - b);
  const parts = await Promise.all(
    unique.map(async (partNumber) => ({
      part_number: partNumber,
      ...(await storage.presignPart(row.key, row.driverUploadId, partNumber, {
        expiresInSeconds: UPLOAD_TOKEN_SECONDS,
        maxBytes: row.partSize,
      })),
    })),
  );
  return { parts, expires_at: new Date(nowMs + UPLOAD_TOKEN_SECONDS * 1000).toISOString() };
}
