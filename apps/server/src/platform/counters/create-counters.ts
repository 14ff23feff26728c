import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Counters } from './counters.ts';
import { databaseCounters } from './database-counters.ts';
import { withFallback } from './fallback-counters.ts';
import { memoryCounters } from './memory-counters.ts';
import { redisCounters } from './redis-counters.ts';

/**
 * REDIS_URL → Redis; else DATABASE_URL (PostgreSQL, maybe several processes) → the counters table;
 * else (embedded PGlite, one process) → memory. Redis falls back to the one of the other two this
 * platform would use while it is unreachable (fallback-counters.ts).
 */
export function createCounters(config: Config, db: Db): Counters {
  const local = () => (config.DATABASE_URL ? databaseCounters(db) : memoryCounters());
  if (config.REDIS_URL) return withFallback(redisCounters(config.REDIS_URL), local());
  return local();
}
