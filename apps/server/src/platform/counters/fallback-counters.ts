import type { Counters } from './counters.ts';

/** Warnings about the same outage at most this often (every rate-limited request would log one). */
const WARN_EVERY_MS = 60_000;
/** After a failure the primary is left alone this long (each try costs a refused connection's retries). */
export const RETRY_PRIMARY_AFTER_MS = 5_000;

/**
 * Rate limits that fail safe: every operation goes to `primary` (Redis), and when it fails — Redis down,
 * refusing connections, timing out — to `fallback` (the database's counters table when the platform runs on
 * PostgreSQL, so limits still hold across processes; in-process memory on the embedded PGlite) instead of
 * failing the request. Limits therefore keep applying during an outage (counted afresh in the fallback:
 * at worst one window's allowance more), nothing crashes, and the platform returns to Redis by itself once
 * it answers again (tried again RETRY_PRIMARY_AFTER_MS after a failure, so an outage costs one failed try per
 * few seconds, not one per request).
 */
export function withFallback(
  primary: Counters,
  fallback: Counters,
  warn: (message: string) => void = (message) => console.warn(message),
): Counters {
  let lastWarning = 0;
  let skipPrimaryUntil = 0;
  const guard = async <T>(
    operation: string,
    first: () => Promise<T>,
    second: () => Promise<T>,
  ): Promise<T> => {
    if (Date.now() < skipPrimaryUntil) return second();
    try {
      return await first();
    } catch (error) {
      skipPrimaryUntil = Date.now() + RETRY_PRIMARY_AFTER_MS;
      if (Date.now() - lastWarning > WARN_EVERY_MS) {
        lastWarning = Date.now();
        warn(
          `${primary.kind} counters unavailable (${operation}: ${(error as Error).message}); rate limits use the ${fallback.kind} counters until it answers again`,
        );
      }
      return second();
    }
  };
  return {
    kind: primary.kind,
    hit: (key, windowSeconds, by) =>
      guard(
        'hit',
        () => primary.hit(key, windowSeconds, by),
        () => fallback.hit(key, windowSeconds, by),
      ),
    count: (key) =>
      guard(
        'count',
        () => primary.count(key),
        () => fallback.count(key),
      ),
    ttl: (key) =>
      guard(
        'ttl',
        () => primary.ttl(key),
        () => fallback.ttl(key),
      ),
    reset: async (key) => {
      // Both: a key reset during an outage must not come back from the other store later.
      await fallback.reset(key);
      await guard(
        'reset',
        () => primary.reset(key),
        async () => {},
      );
    },
    close: async () => {
      await primary.close?.();
      await fallback.close?.();
    },
  };
}
