import { chinaDateKey } from '@app/contract/web';

export type CommentTargetType = 'course' | 'goods';
export type PostKind = 'comment' | 'reply';

/**
 * 000 §5 / §9: per browser and calendar day, comments and replies share one counter per page kind; a
 * comment needs it below 10, a reply below 20. The server enforces the same limits per member; this
 * counter only saves a doomed request (and works for guests-turned-members on a shared browser).
 */
export const DAILY_POST_LIMIT: Record<PostKind, number> = { comment: 10, reply: 20 };

export const TOO_OFTEN: Record<PostKind, string> = { comment: '评论太过频繁', reply: '回复太过频繁' };

const KEY_PREFIX = 'commentDaily';

/** The spec's "date key": one entry per day and page kind, e.g. 'commentDaily:2025-04-11:goods'. */
export function dailyKey(target: CommentTargetType, now: Date | number = Date.now()): string {
  return `${KEY_PREFIX}:${chinaDateKey(now)}:${target}`;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export function postsToday(store: KeyValueStore, target: CommentTargetType, now?: Date | number): number {
  const value = Number(store.getItem(dailyKey(target, now)) ?? 0);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** The refusal message when today's counter already reached the limit for this kind of post, else null. */
export function dailyRefusal(
  store: KeyValueStore,
  target: CommentTargetType,
  kind: PostKind,
  now?: Date | number,
): string | null {
  return postsToday(store, target, now) >= DAILY_POST_LIMIT[kind] ? TOO_OFTEN[kind] : null;
}

/** Counts one accepted post and drops the counters of earlier days. */
export function recordPost(store: KeyValueStore, target: CommentTargetType, now?: Date | number): void {
  const key = dailyKey(target, now);
  store.setItem(key, String(postsToday(store, target, now) + 1));
  dropOldDays(store, key.slice(0, KEY_PREFIX.length + 11));
}

/** After the server refused for frequency, the browser's counter catches up so it refuses locally too. */
export function markLimitReached(
  store: KeyValueStore,
  target: CommentTargetType,
  kind: PostKind,
  now?: Date | number,
) {
  const key = dailyKey(target, now);
  store.setItem(key, String(Math.max(postsToday(store, target, now), DAILY_POST_LIMIT[kind])));
}

function dropOldDays(store: KeyValueStore, todayPrefix: string): void {
  const stale: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(`${KEY_PREFIX}:`) && !key.startsWith(todayPrefix)) stale.push(key);
  }
  for (const key of stale) store.removeItem(key);
}
