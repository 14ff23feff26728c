import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Counters } from './counters.ts';
import { databaseCounters } from './database-counters.ts';
import { memoryCounters } from './memory-counters.ts';
import { redisCounters } from './redis-counters.ts';

/**
 * REDIS_URL → Redis; else DATABASE_URL (PostgreSQL, maybe several processes) → the counters table;
 * else (embedded PGlite, one process) → memory.
 */
export function createCounters(config: Config, db: Db): Counters {
  if (config.REDIS_URL) return redisCounters(config.REDIS_URL);
  if (config.DATABASE_URL) return databaseCounters(db);
  return memoryCounters();
}
