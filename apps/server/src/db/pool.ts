import pg from 'pg';

/**
 * The PostgreSQL connection pool: node-postgres's pool, except that a client whose connection dies while it is
 * checked out goes back to the pool (and is discarded) at once, whatever its borrower does next.
 *
 * Why: drizzle-orm 0.45's node-postgres `transaction()` sends BEGIN before entering the try/finally that
 * releases the client (drizzle-team/drizzle-orm#6241, open). When the connection is lost between checkout and
 * BEGIN (a database restart or failover under load does that), the client is never released: the pool loses a
 * slot for the life of the process, ten such losses leave every request waiting for a connection that never
 * comes, and `pool.end()` never resolves. Here the lost client is released with its error, so the pool drops
 * it and opens a new one; the borrower's own later release() is then a no-op instead of pg-pool's
 * "Release called on client which has already been released" throw.
 *
 * Listening to 'error' while checked out also keeps a connection lost inside a transaction from emitting an
 * unhandled 'error' event, which would end the process.
 */
type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

export class Pool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // The callback form is pg-pool's own pool.query(), which already releases a client that errors.
    if (callback) return super.connect(callback);
    return super.connect().then(releaseWhenLost);
  }
}

function releaseWhenLost(client: pg.PoolClient): pg.PoolClient {
  // pg-pool gives every checkout a fresh release function; it throws when called twice.
  const releaseOnce = client.release;
  let released = false;
  const release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('error', lost);
    client.off('end', ended);
    releaseOnce(error);
  };
  function lost(error: Error) {
    release(error);
  }
  function ended() {
    release(new Error('PostgreSQL connection ended while checked out'));
  }
  client.on('error', lost);
  client.on('end', ended);
  client.release = release;
  return client;
}
