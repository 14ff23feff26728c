import {
  cleanFileName,
  Code,
  partPlan,
  uploadMessages as UM,
  uploadProblem,
  type UploadPurpose,
} from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { DomainError, refuse } from '../../kernel/errors/index.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { creatorUploads } from './schema.ts';
import { checkUploadToken, uploadKey } from './upload-token.ts';

export interface OpenUploadInput {
  token: string;
  purpose: UploadPurpose;
  name: string;
  size: number;
  contentType: string;
}

/**
 * Starts a direct multipart upload into the member's own directory. Type and size are checked here, by
 * the server (the browser's check is only a courtesy), and again against the stored object on completion.
 */
export async function openUpload(
  db: DbOrTx,
  storage: ObjectStorage,
  secret: string,
  userId: number,
  input: OpenUploadInput,
  nowMs = Date.now(),
) {
  const check = checkUploadToken(secret, input.token, userId, nowMs);
  if (check !== 'ok') throw refuse(check === 'expired' ? UM.tokenExpired : UM.tokenInvalid, Code.forbidden);
  const name = cleanFileName(input.name);
  const problem = uploadProblem(input.purpose, { name, size: input.size, type: input.contentType });
  if (problem) throw new DomainError(Code.invalid, problem);
  const key = uploadKey(userId, input.purpose, name, nowMs);
  const { partSize, partCount } = partPlan(input.size);
  const driverUploadId = await storage.createMultipart(key, { contentType: input.contentType });
  const [row] = await db
    .insert(creatorUploads)
    .values({
      userId,
      purpose: input.purpose,
      key,
      name,
      size: input.size,
      contentType: input.contentType,
      partSize,
      partCount,
      driverUploadId,
    })
    .returning();
  return row!;
}
