import {
  cleanDanmakuText,
  Code,
  DANMAKU_MAX_CHARS,
  DANMAKU_RATE,
  danmakuLength,
  fillMessage,
  playerMessages,
  type DanmakuItem,
} from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import type { Counters } from '../../platform/counters/counters.ts';
import { presentDanmaku } from './present-danmaku.ts';
import { danmaku } from './schema.ts';

export interface DanmakuInput {
  text: string;
  mode: number;
  stime: number;
  size: number;
  color: number;
}

/** The stored text, or the refusal: empty once cleaned, or longer than DANMAKU_MAX_CHARS characters. */
export function storableText(raw: string): string {
  const text = cleanDanmakuText(raw);
  if (!text) throw new DomainError(Code.invalid, playerMessages.danmakuEmpty);
  if (danmakuLength(text) > DANMAKU_MAX_CHARS)
    throw new DomainError(Code.invalid, playerMessages.danmakuTooLong);
  return text;
}

/**
 * Stores a comment of a member who may play the lesson (the caller checked, requirePlayableLesson). The text
 * is checked before the rate counter, so a refused text does not use up the member's allowance.
 */
export async function sendDanmaku(
  deps: { db: DbOrTx; counters: Counters },
  member: { id: number; name: string },
  taskId: number,
  input: DanmakuInput,
): Promise<DanmakuItem> {
  const text = storableText(input.text);
  const key = `danmaku:send:${member.id}`;
  if ((await deps.counters.hit(key, DANMAKU_RATE.windowSeconds)) > DANMAKU_RATE.max) {
    const seconds = Math.max(1, await deps.counters.ttl(key));
    throw new DomainError(Code.tooMany, fillMessage(playerMessages.danmakuTooFast, { seconds }));
  }
  const [row] = await deps.db
    .insert(danmaku)
    .values({
      taskId,
      userId: member.id,
      mode: input.mode,
      text,
      stimeMs: input.stime,
      size: input.size,
      color: input.color,
    })
    .returning();
  return presentDanmaku(row!, member.name);
}
