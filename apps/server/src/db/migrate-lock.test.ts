// api pass: PostgreSQL only — concurrency: PGlite's one connection would queue what this tests overlapping.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase } from '../../test/harness.ts';
import { openDatabase } from './client.ts';

/**
 * Several nodes started at once on a fresh (or older) database each run the migrations on start. Without a
 * lock both would run the same migration and one would stop with "relation already exists".
 */
const throwaway = await createThrowawayDatabase();
afterAll(() => throwaway?.drop());

describe.skipIf(!throwaway)('migrations on PostgreSQL', () => {
  it('three processes migrating the same fresh database at once all start', async () => {
    const nodes = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ url: throwaway!.url, dataDir: 'memory://' })),
    );
    try {
      const results = await Promise.allSettled(nodes.map((node) => node.migrate()));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
      ]);
      const applied = await nodes[0]!.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const rows = ((applied as { rows?: unknown[] }).rows ?? applied) as { n: number }[];
      expect(rows[0]!.n).toBeGreaterThanOrEqual(1);
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
    }
  });
});
