import { Redis } from 'ioredis';
import type { Counters } from './counters.ts';

/** Keys are namespaced so the platform can share a Redis database with other programs. */
const PREFIX = 'guangzi:counter:';

/**
 * Counters in Redis (REDIS_URL), shared by every server process. A hit is one MULTI:
 * `SET key 0 PX window NX` starts the window only for a new key, then `INCR` counts (INCR keeps the
 * expiry). SET … NX works on every Redis since 2.6, unlike `EXPIRE … NX` (7.0+), which many managed
 * Redis services in China do not offer yet.
 */
export function redisCounters(url: string): Counters {
  // A command fails within about a second when Redis is down or silent (refused connections fail after two
  // quick retries; commandTimeout bounds a host that does not answer), so callers can fall back.
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true, commandTimeout: 1_000 });
  // While Redis is unreachable every command rejects and the request that needed it logs the failure;
  // without a listener ioredis would also print each reconnect attempt as an "unhandled error event".
  redis.on('error', () => {});
  const k = (key: string) => PREFIX + key;
  return {
    kind: 'redis',
    async hit(key, windowSeconds, by = 1) {
      const milliseconds = Math.max(1, Math.round(windowSeconds * 1000));
      const answers = await redis.multi().set(k(key), 0, 'PX', milliseconds, 'NX').incrby(k(key), by).exec();
      const failed = answers?.find(([error]) => error);
      if (!answers || failed) throw failed?.[0] ?? new Error('Redis MULTI aborted');
      return Number(answers[1]![1]);
    },
    async count(key) {
      return Number((await redis.get(k(key))) ?? 0);
    },
    async ttl(key) {
      const milliseconds = await redis.pttl(k(key));
      return milliseconds > 0 ? Math.ceil(milliseconds / 1000) : 0;
    },
    async reset(key) {
      await redis.del(k(key));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
