import { Code, uploadMessages } from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../../kernel/errors/index.ts';
import type { ObjectStorage, UploadedPart } from '../../../platform/storage/storage.ts';
import { ownedBy, type UploadOwner } from './upload-owner.ts';
import { directUploads, type DirectUploadRow } from './uploads-table.ts';

/** The owner's own upload; anyone else's (or none) reads as not found, never as forbidden. */
export async function findOwnUpload(
  db: DbOrTx,
  owner: UploadOwner,
  uploadId: number,
): Promise<DirectUploadRow> {
  const [row] = await db
    .select()
    .from(directUploads)
    .where(and(eq(directUploads.id, uploadId), ownedBy(owner)));
  if (!row) throw new DomainError(Code.notFound, uploadMessages.uploadNotFound);
  return row;
}

export interface UploadView {
  row: DirectUploadRow;
  parts: UploadedPart[];
}

/** An upload and the parts storage already holds (what a resumed upload skips). */
export async function readUpload(
  db: DbOrTx,
  storage: ObjectStorage,
  owner: UploadOwner,
  uploadId: number,
): Promise<UploadView> {
  const row = await findOwnUpload(db, owner, uploadId);
  if (row.state !== 'uploading') return { row, parts: [] };
  return { row, parts: (await storage.listParts(row.key, row.driverUploadId)) ?? [] };
}

export function presentUpload({ row, parts }: UploadView) {
  return {
    upload_id: row.id,
    key: row.key,
    name: row.name,
    size: row.size,
    part_size: row.partSize,
    part_count: row.partCount,
    state: row.state,
    parts: parts.map((p) => ({ part_number: p.partNumber, etag: p.etag, size: p.size })),
  };
}

/**
 * The owner's completed uploads among these keys (what a submission or a lesson may name), by key.
 * Keys of anyone else, unfinished uploads and guessed names are simply absent.
 */
export async function completedUploads(
  db: DbOrTx,
  owner: UploadOwner,
  keys: string[],
): Promise<Map<string, DirectUploadRow>> {
  const unique = [...new Set(keys.filter(Boolean))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select()
    .from(directUploads)
    .where(and(ownedBy(owner), eq(directUploads.state, 'complete'), inArray(directUploads.key, unique)));
  return new Map(rows.map((r) => [r.key, r]));
}
