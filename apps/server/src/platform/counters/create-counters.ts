import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Counters } from './counters.ts';
import { memoryCounters } from './memory-counters.ts';

export function createCounters(config: Config, db: Db): Counters {
  void config;
  void db;
  return memoryCounters();
}
