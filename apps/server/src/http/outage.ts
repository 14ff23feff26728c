import { StorageUnavailableError } from '../platform/storage/guard-storage.ts';

export type Outage = 'database' | 'storage';

/** PostgreSQL's own words for "not now": connection exceptions (08…), shutting down or starting up, full. */
const PG_UNAVAILABLE = /^(08\w{3}|57P0[123]|53300)$/;
/** node-postgres's messages for a connection that died or never came. */
const PG_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Client was closed and is not queryable/;
const NETWORK = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|EPIPE)$/;

/**
 * Which outside service an unexpected error means is down, if any. Database: PostgreSQL refusing for now
 * (restart, failover, too many connections), node-postgres losing or timing out a connection, or a network
 * error of a connection to the database's own port (Drizzle wraps query errors, so the causes are walked).
 * Storage: what guard-storage.ts marked. Anything else stays an unexpected error.
 */
export function outageOf(error: unknown, databasePort: number | null): Outage | null {
  for (let e = error as Record<string, any> | undefined, depth = 0; e && depth < 6; depth++) {
    if (e instanceof StorageUnavailableError) return 'storage';
    if (typeof e.code === 'string' && PG_UNAVAILABLE.test(e.code) && typeof e.severity === 'string')
      return 'database';
    if (typeof e.message === 'string' && PG_CONNECTION.test(e.message)) return 'database';
    // Node reports a refused connect to a name with several addresses (localhost) as an AggregateError.
    const port = e.port ?? (Array.isArray(e.errors) ? e.errors[0]?.port : undefined);
    if (typeof e.code === 'string' && NETWORK.test(e.code) && databasePort !== null && port === databasePort)
      return 'database';
    e = e.cause as Record<string, any> | undefined;
  }
  return null;
}

/** The port of DATABASE_URL (PostgreSQL's default when it names none); null on PGlite. */
export function databasePortOf(url: string | undefined): number | null {
  if (!url) return null;
  try {
    return Number(new URL(url).port || 5432);
  } catch {
    return null;
  }
}

/**
 * PostgreSQL refusing a text it cannot store (U+0000, 22021; an untranslatable character, 22P05): bad input
 * that a field's own rules let through, answered as such (4022) instead of 500. Fields should refuse it
 * themselves first; this is the net under the ones that do not.
 */
export function isUnstorableText(error: unknown): boolean {
  for (let e = error as Record<string, any> | undefined, depth = 0; e && depth < 6; depth++) {
    if ((e.code === '22021' || e.code === '22P05') && typeof e.severity === 'string') return true;
    e = e.cause as Record<string, any> | undefined;
  }
  return false;
}
