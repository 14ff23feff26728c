import type { DbOrTx } from './client.ts';

interface Executable {
  execute(placeholders?: Record<string, unknown>): Promise<unknown>;
}

/**
 * A hot query (one that runs on every signed-in request) built once per database handle instead of on
 * every call: drizzle's query building was ~12 % of a member's list request, and on PostgreSQL the named
 * statement is parsed and planned once per pooled connection. `build` must use `sql.placeholder` for
 * every per-call value and end with `.prepare(name)`. A transaction is a handle of its own (its statement
 * is built once for that transaction and forgotten with it).
 */
export function preparedQuery<Q extends Executable>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const byHandle = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = byHandle.get(db);
    if (!query) {
      query = build(db);
      byHandle.set(db, query);
    }
    return query;
  };
}
