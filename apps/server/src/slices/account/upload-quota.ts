import {
  chinaDateKey,
  Code,
  DAILY_MEMBER_UPLOAD_BYTES,
  fillMessage,
  formatUploadSize,
  uploadMessages,
} from '@app/contract';
import { refuse } from '../../kernel/errors/index.ts';
import type { Counters } from '../../platform/counters/counters.ts';

/**
 * The daily byte quota of POST /api/upload (avatars and AI render references), per member and China day,
 * in the shared counters (kilobytes, so every API node sees the same sum). A file is counted once it is
 * stored; refused ones cost nothing. The check comes before a byte is read, so the last file of a day may
 * pass the quota by its own size at most.
 */
const keyOf = (memberId: number, nowMs: number) => `upload-kb:user:${memberId}:${chinaDateKey(nowMs)}`;
/** The key lives past its day only so that a clock near midnight never reads a fresh one early. */
const KEY_SECONDS = 2 * 86_400;

export async function checkUploadQuota(counters: Counters, memberId: number, nowMs = Date.now()) {
  const used = (await counters.count(keyOf(memberId, nowMs))) * 1024;
  if (used >= DAILY_MEMBER_UPLOAD_BYTES)
    throw refuse(
      fillMessage(uploadMessages.quotaExceeded, {
        limit: formatUploadSize(DAILY_MEMBER_UPLOAD_BYTES),
        used: formatUploadSize(used),
      }),
      Code.tooMany,
    );
}

export async function countUploadBytes(
  counters: Counters,
  memberId: number,
  bytes: number,
  nowMs = Date.now(),
) {
  await counters.hit(keyOf(memberId, nowMs), KEY_SECONDS, Math.max(1, Math.ceil(bytes / 1024)));
}

/** How many bytes the multipart parser read of a file (busboy counts them on its stream). */
export const bytesReadOf = (stream: object) => (stream as { bytesRead?: number }).bytesRead ?? 0;
