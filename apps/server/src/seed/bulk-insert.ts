import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

/**
 * Fast multi-row INSERT for benchmark data: one array parameter per column, expanded server-side by
 * `unnest` (`insert into t (a, b) select * from unnest($1::int[], $2::text[])`). Drizzle's own
 * `.values(rows)` builds one placeholder per value, which costs ~0.3 s of CPU per 1,000 wide rows;
 * this costs a few milliseconds. Every row must carry the same keys (columns left out get their
 * database defaults). Works on PostgreSQL and PGlite alike.
 */
export async function bulkInsert<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: Partial<T['$inferInsert']>[],
  batchSize = 5000,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const keys = Object.keys(rows[0]!).filter((key) => key in columns);
  const arrayType = (key: string) => {
    const type = columns[key]!.getSQLType();
    return type === 'serial' ? 'integer' : type;
  };
  const encode = (value: unknown) =>
    value instanceof Date
      ? value.toISOString()
      : value !== null && typeof value === 'object'
        ? JSON.stringify(value)
        : (value ?? null);
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize) as Record<string, unknown>[];
    const arrays: SQL[] = keys.map(
      (key) => sql`${sql.param(batch.map((row) => encode(row[key])))}::${sql.raw(arrayType(key))}[]`,
    );
    const names = sql.raw(keys.map((key) => `"${columns[key]!.name}"`).join(', '));
    await db.execute(
      sql`insert into ${sql.identifier(getTableName(table))} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
}

/** Reserves `count` ids from a table's serial sequence, so rows can be inserted with known ids. */
export async function reserveIds(db: DbOrTx, table: PgTable, count: number): Promise<number[]> {
  const name = getTableName(table);
  const result = await db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence(${name}, 'id'))::int as id from generate_series(1, ${count})`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows) as {
    id: number;
  }[];
  return rows.map((r) => Number(r.id));
}
