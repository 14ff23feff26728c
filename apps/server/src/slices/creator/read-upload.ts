import { Code, uploadMessages as UM } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import type { ObjectStorage, UploadedPart } from '../../platform/storage/storage.ts';
import { creatorUploads, type CreatorUploadRow } from './schema.ts';

/** The member's own upload; another member's (or none) reads as not found, never as forbidden. */
export async function findOwnUpload(db: DbOrTx, userId: number, uploadId: number): Promise<CreatorUploadRow> {
  const [row] = await db
    .select()
    .from(creatorUploads)
    .where(and(eq(creatorUploads.id, uploadId), eq(creatorUploads.userId, userId)));
  if (!row) throw new DomainError(Code.notFound, UM.uploadNotFound);
  return row;
}

export interface UploadView {
  row: CreatorUploadRow;
  parts: UploadedPart[];
}

/** An upload and the parts storage already holds (what a resumed upload skips). */
export async function readUpload(
  db: DbOrTx,
  storage: ObjectStorage,
  userId: number,
  uploadId: number,
): Promise<UploadView> {
  const row = await findOwnUpload(db, userId, uploadId);
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
