import { Code, fillMessage } from '@app/contract';
import { DomainError } from '../../kernel/errors/index.ts';
import type { Counters } from '../../platform/counters/counters.ts';

/**
 * Counts one more attempt under `key` and refuses (4029) once more than `max` happened inside the window.
 * `msg` may hold '{seconds}' / '{minutes}', filled with the time left.
 */
export async function enforceLimit(
  counters: Counters,
  key: string,
  max: number,
  windowSeconds: number,
  msg: string,
): Promise<void> {
  const count = await counters.hit(key, windowSeconds);
  if (count > max) throw await tooMany(counters, key, msg);
}

async function tooMany(counters: Counters, key: string, msg: string): Promise<DomainError> {
  const seconds = Math.max(1, await counters.ttl(key));
  return new DomainError(Code.tooMany, fillMessage(msg, { seconds, minutes: Math.ceil(seconds / 60) }));
}

/**
 * A lockout: `maxFailures` failures within `lockSeconds` lock `subject` for `lockSeconds` from the last of
 * them. Used for passwords (login, set-password, set-phone, set-email) and reset answers.
 */
export function lockout(
  counters: Counters,
  name: string,
  subject: string | number,
  options: { maxFailures: number; lockSeconds: number; lockedMsg: string },
) {
  const failKey = `${name}:fail:${subject}`;
  const lockKey = `${name}:lock:${subject}`;
  return {
    /** Refuses while locked, whatever the caller would have sent. */
    async assertOpen(): Promise<void> {
      if ((await counters.count(lockKey)) > 0) throw await tooMany(counters, lockKey, options.lockedMsg);
    },
    /** Records a failure; answers the lock refusal when this failure locks, else null. */
    async fail(): Promise<DomainError | null> {
      const failures = await counters.hit(failKey, options.lockSeconds);
      if (failures < options.maxFailures) return null;
      await counters.reset(failKey);
      await counters.hit(lockKey, options.lockSeconds);
      return tooMany(counters, lockKey, options.lockedMsg);
    },
    async succeed(): Promise<void> {
      await counters.reset(failKey);
    },
  };
}

export const LOCK_FAILURES = 5;
export const LOCK_SECONDS = 15 * 60;
