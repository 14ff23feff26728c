import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { counters as countersTable } from '../schema.ts';
import type { Counters } from './counters.ts';

/**
 * Counters in the `counters` table, for several processes sharing one PostgreSQL and no Redis.
 * One upsert per hit, so concurrent hits never lose a count; the database clock decides expiry so
 * processes with skewed clocks agree.
 */
export function databaseCounters(db: Db): Counters {
  const live = (key: string) => and(eq(countersTable.key, key), gt(countersTable.expiresAt, sql`now()`));
  return {
    kind: 'database',
    async hit(key, windowSeconds, by = 1) {
      const expired = sql`${countersTable.expiresAt} <= now()`;
      const [row] = await db
        .insert(countersTable)
        .values({ key, count: by, expiresAt: sql`now() + make_interval(secs => ${windowSeconds})` })
        .onConflictDoUpdate({
          target: countersTable.key,
          set: {
            count: sql`case when ${expired} then ${by}::int else ${countersTable.count} + ${by}::int end`,
            expiresAt: sql`case when ${expired} then excluded.expires_at else ${countersTable.expiresAt} end`,
          },
        })
        .returning({ count: countersTable.count });
      // Expired rows are only rewritten when hit again; sweep old ones now and then so the table stays small.
      if (Math.random() < 0.01)
        await db.delete(countersTable).where(lt(countersTable.expiresAt, sql`now() - interval '1 hour'`));
      return row!.count;
    },
    async count(key) {
      const [row] = await db.select({ count: countersTable.count }).from(countersTable).where(live(key));
      return row?.count ?? 0;
    },
    async ttl(key) {
      const [row] = await db
        .select({ seconds: sql<number>`ceil(extract(epoch from ${countersTable.expiresAt} - now()))::int` })
        .from(countersTable)
        .where(live(key));
      return row ? Math.max(0, Number(row.seconds)) : 0;
    },
    async reset(key) {
      await db.delete(countersTable).where(eq(countersTable.key, key));
    },
  };
}
