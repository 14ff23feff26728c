import { PGlite } from '@electric-sql/pglite';
import { type Database, databaseOnPglite, PGLITE_EXTENSIONS } from '../src/db/client.ts';

/**
 * PGlite instances a worker keeps between API test files (it keeps the API test run short). Opening one from
 * the migrated template for every file (loading the 44 MB data directory, booting PostgreSQL in WebAssembly)
 * was about half of the PGlite pass: 150 s → 82 s on two cores without it. A file's instance is instead
 * emptied when the file is done (every table truncated, its ids restarted, the session's state discarded:
 * ~0.1 s), which leaves it as the migrated template was, and the worker's next file gets it.
 *
 * A file gets its instance through a guard that stops working when the file closes its platform, as a closed
 * PGlite would: a write still under way after the close fails instead of landing in the next file's database.
 * A file that changed the schema (its own tables or functions) leaves its instance closed, not kept.
 */
interface Kept {
  client: PGlite;
  /** The public schema's objects when the instance was opened: a file that changed them is not kept. */
  shape: string;
  tables: string;
}

let kept: Kept | null = null;

export async function leaseMigratedPglite(template: () => Blob): Promise<Database> {
  let entry = kept;
  kept = null;
  if (!entry) {
    const client = new PGlite('memory://', { extensions: PGLITE_EXTENSIONS, loadDataDir: template() });
    await client.waitReady;
    const tables = await client.query<{ list: string | null }>(
      `select string_agg(format('%I.%I', schemaname, tablename), ', ') as list from pg_tables
        where schemaname = 'public'`,
    );
    entry = { client, shape: await shapeOf(client), tables: tables.rows[0]?.list ?? '' };
  }
  const lease = entry;
  let open = true;
  const guarded = new Proxy(lease.client, {
    get(target, property) {
      if (!open && property !== 'closed') throw new Error('PGlite is closed');
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const database = databaseOnPglite(guarded);
  return {
    ...database,
    async close() {
      if (!open) return;
      open = false;
      await keepOrClose(lease);
    },
  };
}

async function keepOrClose(entry: Kept): Promise<void> {
  try {
    if (kept || (await shapeOf(entry.client)) !== entry.shape) throw new Error('not kept');
    // The wallet's ledger and the audit log refuse TRUNCATE by trigger (append-only, by design); a replica
    // session skips those triggers for this reset only.
    await entry.client.exec(`
      set session_replication_role = replica;
      truncate ${entry.tables} restart identity cascade;
      set session_replication_role = origin;`);
    // Alone: DISCARD ALL cannot run inside the implicit transaction of a multi-statement exec.
    await entry.client.exec('discard all');
    kept = entry;
  } catch {
    await entry.client.close().catch(() => undefined);
  }
}

/** The public schema's tables, functions, triggers and types, by oid: any DDL a file ran changes it. */
async function shapeOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ shape: string }>(`
    select concat_ws(':',
      (select count(*) || '/' || coalesce(sum(oid::int8), 0) from pg_class where relnamespace = 'public'::regnamespace),
      (select count(*) || '/' || coalesce(sum(oid::int8), 0) from pg_proc where pronamespace = 'public'::regnamespace),
      (select count(*) || '/' || coalesce(sum(oid::int8), 0) from pg_trigger),
      (select count(*) || '/' || coalesce(sum(oid::int8), 0) from pg_type where typnamespace = 'public'::regnamespace)
    ) as shape`);
  return rows[0]!.shape;
}
