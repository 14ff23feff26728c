import type { DbOrTx } from '../db/client.ts';
import type { DemoFiles } from './demo-files.ts';
import type { Rng } from './prng.ts';

/** What every seed step receives: the transaction, the file collector and the seeded random source. */
export interface SeedContext {
  db: DbOrTx;
  files: DemoFiles;
  rng: Rng;
}

/** Demo dates count back from a fixed day so that every run produces identical rows. */
export const DEMO_EPOCH = Date.UTC(2025, 5, 30, 2, 0, 0);

export function daysBefore(days: number, minutes = 0): Date {
  return new Date(DEMO_EPOCH - days * 86_400_000 - minutes * 60_000);
}

/** Splits rows into batches for multi-row INSERTs (keeps each statement well under PostgreSQL's parameter limit). */
export function chunks<T>(rows: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
