import { cleanFileName, Code, partPlan, uploadProblem, type UploadPurpose } from '@app/contract';
import type { DbOrTx } from '../../../db/client.ts';
import type { ObjectStorage } from '../../../platform/storage/storage.ts';
import { DOWNLOAD_TYPE } from '../../../platform/storage/storage-keys.ts';
import { DomainError } from '../../../kernel/errors/index.ts';
import { checkDailyQuota } from './daily-quota.ts';
import { ownerColumns, uploadKey, type UploadOwner } from './upload-owner.ts';
import { directUploads } from './uploads-table.ts';

export interface OpenUploadInput {
  purpose: UploadPurpose;
  name: string;
  size: number;
  contentType: string;
}

export interface OpenUploadOptions {
  /** Bytes the owner may open per China day (daily-quota.ts); none for staff. */
  dailyQuotaBytes?: number;
  nowMs?: number;
}

/**
 * Starts a direct multipart upload into the owner's own directory. Type and size are checked here, by
 * the server (the browser's check is only a courtesy), and again against the stored object on completion.
 * Whether the caller may upload at all (a creator's flag, a staff role) is the caller's check; how much a
 * day is the caller's number, counted here.
 */
export async function openUpload(
  db: DbOrTx,
  storage: ObjectStorage,
  owner: UploadOwner,
  input: OpenUploadInput,
  options: OpenUploadOptions = {},
) {
  const nowMs = options.nowMs ?? Date.now();
  const name = cleanFileName(input.name);
  const problem = uploadProblem(input.purpose, { name, size: input.size, type: input.contentType });
  if (problem) throw new DomainError(Code.invalid, problem);
  if (options.dailyQuotaBytes !== undefined)
    await checkDailyQuota(db, owner, input.size, options.dailyQuotaBytes, nowMs);
  const key = uploadKey(owner, input.purpose, name, nowMs, { providerUploads: !!storage.directUpload });
  const { partSize, partCount } = partPlan(input.size);
  // Born a download: the declared type is only a claim; completion gives pictures and videos their type.
  const driverUploadId = await storage.createMultipart(key, { contentType: DOWNLOAD_TYPE });
  const [row] = await db
    .insert(directUploads)
    .values({
      ...ownerColumns(owner),
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
