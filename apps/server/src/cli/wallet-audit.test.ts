// api pass: PostgreSQL only — its cases start the tool on a PGlite data dir of their own (and, with a server, PostgreSQL): the same in both passes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { compiledServerTool } from '../../test/processes.ts';
import { repositoryRoot, serverPackageDir } from '../locations.ts';

/**
 * wallet:audit as an operator runs it: a child process, from the repository root (`npm run wallet:audit`)
 * or from apps/server (where npm runs workspace scripts), finding the server's database or refusing.
 */
const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(parent = os.tmpdir()): string {
  const dir = mkdtempSync(path.join(parent, '.audit-test-'));
  scratch.push(dir);
  return dir;
}

function audit(env: Record<string, string>, options: { cwd?: string; viaNpm?: boolean } = {}) {
  const { DATABASE_URL: _ignored, ...outer } = process.env;
  // The tool compiled, as production runs it (through tsx each case compiled the server's sources again, ~5 s
  // of a core); the npm case keeps tsx.
  const command = options.viaNpm
    ? ['npm', ['run', '--silent', 'wallet:audit']]
    : [process.execPath, ['--enable-source-maps', compiledServerTool('cli/wallet-audit')]];
  const run = spawnSync(command[0] as string, command[1] as string[], {
    cwd: options.cwd ?? repositoryRoot,
    env: { ...outer, LOG_LEVEL: 'warn', NODE_ENV: 'development', ...env },
    encoding: 'utf8',
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

/** A PGlite platform database in `dataDir`, migrated, with `members` members. */
async function platformIn(dataDir: string, members: number): Promise<void> {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  for (let i = 0; i < members; i++)
    await database.db.execute(sql`insert into users (name) values (${`会员${i}`})`);
  await database.close();
}

// Each case starts the tool as a process (PGlite on disk): slow on a busy machine.
describe('npm run wallet:audit finds the server data or says it cannot', { timeout: 240_000 }, () => {
  it('refuses a data directory without a database, and does not create one there', () => {
    const dataDir = path.join(tempDir(), 'never-started');
    const { status, out } = audit({ DATA_DIR: dataDir });
    expect(status).toBe(66);
    expect(out).toContain('数据库不存在');
    expect(out).toContain(path.join(dataDir, 'pglite'));
    expect(out).not.toContain('全部一致');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses a database without members instead of calling it consistent', async () => {
    const dataDir = tempDir();
    await platformIn(dataDir, 0);
    const { status, out } = audit({ DATA_DIR: dataDir });
    expect(status).toBe(66);
    expect(out).toContain('没有任何会员');
    expect(out).not.toContain('全部一致');
  });

  it('resolves a relative DATA_DIR from the repository root, run from the root or from apps/server', async () => {
    const dataDir = tempDir(repositoryRoot);
    await platformIn(dataDir, 2);
    const relative = `./${path.basename(dataDir)}`;
    const fromRoot = audit({ DATA_DIR: relative }, { viaNpm: true });
    expect(fromRoot.out).toContain('2 名会员');
    expect(fromRoot.out).toContain('全部一致');
    expect(fromRoot.status).toBe(0);
    const fromServer = audit({ DATA_DIR: relative }, { cwd: serverPackageDir });
    expect(fromServer.out).toContain(path.join(dataDir, 'pglite'));
    expect(fromServer.status).toBe(0);
    // Nothing appeared beside the server package (where './data' used to land).
    expect(existsSync(path.join(serverPackageDir, path.basename(dataDir)))).toBe(false);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'refuses a PostgreSQL database that is missing or was never set up',
    async () => {
      const admin = new URL(process.env.TEST_DATABASE_URL!);
      const missing = new URL(admin);
      missing.pathname = `/no_such_db_${process.pid}`;
      const gone = audit({ DATA_DIR: tempDir(), DATABASE_URL: missing.toString() });
      expect(gone.status).toBe(66);
      expect(gone.out).toContain('数据库不存在');

      const name = `audit_empty_${process.pid}`;
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      await client.query(`create database ${name}`);
      try {
        const empty = new URL(admin);
        empty.pathname = `/${name}`;
        const blank = audit({ DATA_DIR: tempDir(), DATABASE_URL: empty.toString() });
        expect(blank.status).toBe(66);
        expect(blank.out).toContain('没有平台的数据表');
      } finally {
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      }
    },
  );
});
