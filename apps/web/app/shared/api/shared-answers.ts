import { SHARED_ANSWER_HEADER } from '@app/contract/web';

/**
 * Server side only: the API answers that are the same for every visitor (the header menus, the footer, the
 * home sections, the news list — the API marks them with SHARED_ANSWER_HEADER), kept per URL for as long as
 * the API says, so that a page render reuses them instead of asking again. Every render of every page asks
 * for the shell's four; a member's home page made nine in-process API calls (each a whole request through
 * the API's hooks, then its JSON parsed again) where it now makes one, its own course marks.
 *
 * The answers are frozen: one object serves many renders, so a loader that changed one would change it for
 * everyone (it throws instead).
 */
interface Kept {
  answer: unknown;
  freshUntil: number;
}

/** Distinct URLs kept at most (menus, footer, home sections, list and search pages); the oldest goes first. */
const MAX_ENTRIES = 500;
const kept = new Map<string, Kept>();

export function sharedAnswer(url: string, now = Date.now()): unknown {
  const entry = kept.get(url);
  if (!entry) return undefined;
  if (entry.freshUntil > now) return entry.answer;
  kept.delete(url);
  return undefined;
}

/** Keeps `answer` when its response says it is shared (and for how long). */
export function keepIfShared(url: string, answer: unknown, headers: Headers, now = Date.now()): void {
  const seconds = Number(headers.get(SHARED_ANSWER_HEADER));
  if (!(seconds > 0)) return;
  kept.delete(url); // re-inserted last: the Map's order is then oldest first
  kept.set(url, { answer: deepFreeze(answer), freshUntil: now + seconds * 1000 });
  if (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value!);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
