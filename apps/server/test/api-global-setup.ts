import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import {
  databaseUrl,
  onTestServer,
  pgliteDumpPath,
  seededDatabaseName,
  type TemplateRun,
} from './templates.ts';

/**
 * The api project's global setup: migrates one database for the whole run, which every test file then
 * clones (test/templates.ts), instead of 120 files each migrating their own. Removed at the end of the run.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'platform-test-templates-'));
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  const migratedDatabase = onPostgres ? `tpl_${randomBytes(5).toString('hex')}` : null;
  if (migratedDatabase) await onTestServer(`create database ${migratedDatabase}`);
  const database = await openDatabase({
    url: migratedDatabase ? databaseUrl(migratedDatabase) : undefined,
    dataDir: 'memory://',
  });
  try {
    await database.migrate();
    const run: TemplateRun = { dir, migratedDatabase, server: process.env.TEST_DATABASE_URL ?? null };
    if (database.dump)
      writeFileSync(
        pgliteDumpPath(run, 'migrated'),
        Buffer.from(await (await database.dump()).arrayBuffer()),
      );
    project.provide('apiTemplates', run);
  } finally {
    await database.close();
  }
  return async () => {
    if (migratedDatabase) {
      const seeded = seededDatabaseName({ dir, migratedDatabase, server: null });
      await onTestServer(`drop database if exists ${seeded} with (force)`);
      await onTestServer(`drop database if exists ${migratedDatabase} with (force)`);
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
