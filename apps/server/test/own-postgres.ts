import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of a test's own (scripts/pg-start.sh on another port and directory), for the tests that
 * stop and start it under load: the suite's shared server must never be taken away from the other files.
 */
export interface OwnPostgres {
  /** The server's `postgres` database (admin URL). */
  url: string;
  port: number;
  /** Stops it at once, as a crash or a failover would (`pg_ctl stop -m immediate`). */
  stop(): void;
  /** Starts it again on the same data (crash recovery runs first). */
  start(): void;
  /** Stops it and removes its data. */
  remove(): void;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const asRoot = process.getuid?.() === 0;

function pgCtl(dir: string, ...args: string[]): void {
  const bin = execFileSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1'], {
    encoding: 'utf8',
  }).trim();
  const command = [`${bin}/pg_ctl`, '-D', dir, ...args];
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', ...command], { stdio: 'ignore' });
  else execFileSync(command[0]!, command.slice(1), { stdio: 'ignore' });
}

export function startOwnPostgres(port: number): OwnPostgres {
  const dir = path.join(os.tmpdir(), `platform-pg-fault-${port}-${process.pid}`);
  const start = () =>
    execFileSync('bash', [path.join(repoRoot, 'scripts/pg-start.sh')], {
      // Durable: a commit the platform was told about must survive the immediate stop (as in production);
      // the suite's speed setting synchronous_commit=off would lose the last ones and look like a platform bug.
      env: { ...process.env, PG_TEST_PORT: String(port), PG_TEST_DIR: dir, PG_TEST_DURABLE: '1' },
      encoding: 'utf8',
    }).trim();
  const url = start();
  const stop = () => pgCtl(dir, 'stop', '-m', 'immediate', '-w');
  return {
    url,
    port,
    stop,
    start: () => void start(),
    remove() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
