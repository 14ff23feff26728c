import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

/**
 * The end-to-end platform runs on PostgreSQL, as production does, so that operator commands (`invoice:issue`,
 * `wallet:audit`) can run against it while it serves, exactly as staff would run them. The server is the one
 * in TEST_DATABASE_URL (scripts/test.sh passes the suite's), else the project's own throw-away PostgreSQL
 * (scripts/pg-start.sh). Each run gets a fresh database, dropped afterwards. The embedded PGlite default is
 * still run end to end by e2e/transcode-restart (a platform of its own) and by every API test file.
 */
export async function freshE2eDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? startProjectPostgres();
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`create database ${name}`));
  return {
    url: databaseUrl(adminUrl, name),
    drop: () =>
      withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

/** The project's own throw-away PostgreSQL (scripts/pg-start.sh), started when not running; its admin URL. */
export function startProjectPostgres(): string {
  const script = path.resolve(import.meta.dirname, '../../scripts/pg-start.sh');
  return execFileSync('bash', [script], { encoding: 'utf8' }).trim();
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A connection for one use, closed however the use ends. */
export async function withClient(url: string, use: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await use(client);
  } finally {
    await client.end();
  }
}
