// api pass: PostgreSQL only — concurrency: PGlite's one connection would queue what this tests overlapping.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { Pool } from './pool.ts';

/**
 * A connection lost between checkout and BEGIN (a restart or failover under load) must not cost the pool a
 * slot: with one connection allowed, the next query would otherwise wait for ever (drizzle-orm#6241).
 * Runs where the suite has a PostgreSQL server (its PostgreSQL pass).
 */
const url = process.env.TEST_DATABASE_URL;

/** Cuts the connection of the next client checked out, before the borrower sends anything on it. */
function cutNextCheckout(pool: pg.Pool): void {
  pool.once('acquire', (client) => {
    (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  });
}

async function oneSlotAfterLostBegin(pool: pg.Pool): Promise<string> {
  const db = drizzle(pool);
  await db.execute(sql`select 1`); // one idle connection in the pool
  cutNextCheckout(pool);
  await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
  const next = db.execute(sql`select 2 as n`).then((r) => String(r.rows[0]?.n));
  return Promise.race([
    next,
    new Promise<string>((resolve) => setTimeout(() => resolve('pool exhausted'), 3_000)),
  ]);
}

describe.skipIf(!url)('the PostgreSQL pool', () => {
  it('gets a slot back when a transaction loses its connection before BEGIN, and ends', async () => {
    const pool = new Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 10_000 });
    expect(await oneSlotAfterLostBegin(pool)).toBe('2');
    await pool.end();
    expect(pool.totalCount).toBe(0);
  });

  it('(node-postgres alone loses that slot: the case this pool exists for)', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 10_000 });
    pool.on('connect', (client) => client.on('error', () => undefined));
    expect(await oneSlotAfterLostBegin(pool)).toBe('pool exhausted');
    // The leaked client is still counted; end what is left without waiting for it.
    void pool.end();
  });

  it('lets a borrower release a lost client again without throwing', async () => {
    const pool = new Pool({ connectionString: url, max: 1 });
    const client = await pool.connect();
    const lost = new Promise((resolve) => client.once('end', resolve));
    (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    await lost;
    expect(() => client.release()).not.toThrow();
    expect(await pool.query('select 3 as n').then((r) => r.rows[0].n)).toBe(3);
    await pool.end();
  });
});
