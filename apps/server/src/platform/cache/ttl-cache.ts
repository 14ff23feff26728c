/**
 * A small in-process cache with a time to live, a size cap and single flight: while one caller loads a
 * key, the others wait for that load instead of starting their own. After the time to live an entry is
 * still answered for `staleSeconds` more while one background load refreshes it, so a popular page never
 * makes its visitors wait for the database when it expires. ttlSeconds 0 disables it (every get loads).
 */
export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

export interface TtlCacheOptions<V = unknown> {
  ttlSeconds: number;
  /** How long past its time to live an entry may still be answered while it is refreshed (default: ttlSeconds). */
  staleSeconds?: number;
  maxEntries: number;
  /** Whether a loaded value may be kept (default: every value); the callers waiting for it get it either way. */
  keep?: (value: V) => boolean;
  now?: () => number;
}

export function createTtlCache<V>(options: TtlCacheOptions<V>): TtlCache<V> {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlSeconds * 1000;
  const staleMs = (options.staleSeconds ?? options.ttlSeconds) * 1000;
  const entries = new Map<string, { value: V; freshUntil: number }>();
  const loading = new Map<string, Promise<V>>();

  function refresh(key: string, load: () => Promise<V>): Promise<V> {
    const inFlight = loading.get(key);
    if (inFlight) return inFlight;
    const promise = load()
      .then((value) => {
        if (options.keep && !options.keep(value)) return value;
        entries.delete(key); // re-inserted last: Map order is then oldest-first for the cap below
        entries.set(key, { value, freshUntil: now() + ttlMs });
        if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
        return value;
      })
      .finally(() => loading.delete(key));
    loading.set(key, promise);
    return promise;
  }

  return {
    async get(key, load) {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      const at = now();
      if (hit && hit.freshUntil > at) return hit.value;
      if (hit && hit.freshUntil + staleMs > at) {
        // A failed refresh keeps the stale value until the stale window ends; the next get tries again.
        refresh(key, load).catch(() => undefined);
        return hit.value;
      }
      return refresh(key, load);
    },
    clear() {
      entries.clear();
    },
  };
}
