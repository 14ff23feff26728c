import type { Counters } from './counters.ts';

/** In-process counters for the embedded default (one process). */
export function memoryCounters(now: () => number = Date.now): Counters {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    kind: 'memory',
    async hit(key, windowSeconds, by = 1) {
      const entry = live(key);
      if (entry) {
        entry.count += by;
        return entry.count;
      }
      entries.set(key, { count: by, expiresAt: now() + windowSeconds * 1000 });
      return by;
    },
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async ttl(key) {
      const entry = live(key);
      return entry ? Math.ceil((entry.expiresAt - now()) / 1000) : 0;
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}
