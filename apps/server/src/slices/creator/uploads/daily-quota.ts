import { Code, fillMessage, formatUploadSize, startOfChinaDay, uploadMessages } from '@app/contract';
import { and, gte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { refuse } from '../../../kernel/errors/index.ts';
import { ownedBy, type UploadOwner } from './upload-owner.ts';
import { directUploads } from './uploads-table.ts';

/**
 * Bytes the owner opened for upload since the start of this China day: every upload still going or
 * finished counts at its declared size (what storage may end up holding); cancelled and refused ones do not.
 */
export async function bytesOpenedToday(db: DbOrTx, owner: UploadOwner, nowMs: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${directUploads.size}), 0)` })
    .from(directUploads)
    .where(
      and(
        ownedBy(owner),
        ne(directUploads.state, 'aborted'),
        gte(directUploads.createdAt, startOfChinaDay(nowMs)),
      ),
    );
  return Number(row?.bytes ?? 0);
}

/** Refuses (nothing stored) an upload of `size` that would take the owner past `quotaBytes` today. */
export async function checkDailyQuota(
  db: DbOrTx,
  owner: UploadOwner,
  size: number,
  quotaBytes: number,
  nowMs: number,
): Promise<void> {
  const used = await bytesOpenedToday(db, owner, nowMs);
  if (used + size > quotaBytes)
    throw refuse(
      fillMessage(uploadMessages.quotaExceeded, {
        limit: formatUploadSize(quotaBytes),
        used: formatUploadSize(used),
      }),
      Code.tooMany,
    );
}
