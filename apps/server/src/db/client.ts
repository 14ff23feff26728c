import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir, pgliteDir } from '../locations.ts';
import { Pool } from './pool.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type every domain function takes first: PGlite and PostgreSQL share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Domain functions that can run alone or inside a caller's transaction take this. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: its data directory as a tar (what the tests' templates are made of). */
  dump?: () => Promise<Blob>;
}

const migrationsFolder = migrationsDir;
/** The advisory lock key the nodes of one database take turns on while migrating ('gz-migrate'). */
const MIGRATION_LOCK_KEY = 0x677a_6d69;

/**
 * `DATABASE_URL` set → PostgreSQL through a pool; otherwise the embedded PGlite, persisted in
 * `<dataDir>/pglite` (or in memory when dataDir is 'memory://', which tests use).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  /** PGlite only: start from this dumped data directory (the tests' migrated or seeded template). */
  pgliteTemplate?: Blob;
}): Promise<Database> {
  if (options.url) {
    // A database that does not answer a connect within 5 s (down, failing over, unreachable) fails the request
    // with a clear refusal (http/errors.ts) instead of holding it; TCP keep-alive finds dead connections.
    const pool = new Pool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    // An idle connection the server ends (restart, failover, admin termination) must not crash the process;
    // the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL idle connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateOneAtATime(pool, () => migratePg(db as never, { migrationsFolder })),
      close: () => pool.end(),
    };
  }
  return openPglite(options.dataDir, options.pgliteTemplate);
}

/**
 * Several nodes starting together (a fresh cluster, a rolling upgrade) each migrate on start; unguarded, two
 * would run the same migration and one would stop with "relation already exists". A session advisory lock
 * makes them take turns: the next one finds the migrations applied. A node killed mid-way releases the lock
 * with its connection (the migration's own transaction rolls back).
 */
async function migrateOneAtATime(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lock.release();
  }
}

async function openPglite(dataDir: string, template?: Blob): Promise<Database> {
  const dir = dataDir === 'memory://' ? 'memory://' : pgliteDir(dataDir);
  // Pass 'memory://' rather than undefined: PGlite 0.5 ignores the options argument after an undefined
  // dataDir, and the search's trigram indexes need the pg_trgm extension loaded.
  const client = new PGlite(dir, {
    extensions: PGLITE_EXTENSIONS,
    ...(template ? { loadDataDir: template } : {}),
  });
  await client.waitReady;
  return databaseOnPglite(client);
}

/** The PGlite extensions this platform loads: the search's trigram indexes use pg_trgm. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** The platform's database on an open PGlite instance (the tests keep instances between files). */
export function databaseOnPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
    dump: async () => client.dumpDataDir('none'),
  };
}
