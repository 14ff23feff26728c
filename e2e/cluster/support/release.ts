import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * "A new build" for the rolling upgrade: a second release tree as a deploy ships one (docs/operations.md
 * "Upgrades and migrations"), made from this build plus one additive, test-only migration — the kind a real
 * release adds (a new table; nothing the old version reads changes). The compiled server is copied, because
 * it finds its migrations beside its own files (apps/server/src/locations.ts); the dependencies and the web
 * build are linked. The migration exists only in this tree: the repository's migrations stay as they are.
 */
export const UPGRADE_TABLE = 'cluster_rolling_upgrade';

export function makeRelease(repoRoot: string, into: string): string {
  const server = path.join(into, 'apps/server');
  mkdirSync(server, { recursive: true });
  cpSync(path.join(repoRoot, 'package.json'), path.join(into, 'package.json'));
  cpSync(path.join(repoRoot, 'apps/server/package.json'), path.join(server, 'package.json'));
  cpSync(path.join(repoRoot, 'apps/server/dist'), path.join(server, 'dist'), { recursive: true });
  cpSync(path.join(repoRoot, 'apps/server/drizzle'), path.join(server, 'drizzle'), { recursive: true });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(into, 'node_modules'));
  if (existsSync(path.join(repoRoot, 'apps/server/node_modules')))
    symlinkSync(path.join(repoRoot, 'apps/server/node_modules'), path.join(server, 'node_modules'));
  symlinkSync(path.join(repoRoot, 'apps/web'), path.join(into, 'apps/web'));
  symlinkSync(path.join(repoRoot, 'packages'), path.join(into, 'packages'));

  const tag = '9000_cluster_rolling_upgrade';
  writeFileSync(
    path.join(server, 'drizzle', `${tag}.sql`),
    `CREATE TABLE IF NOT EXISTS "${UPGRADE_TABLE}" (\n\t"id" serial PRIMARY KEY,\n\t"note" text DEFAULT '' NOT NULL\n);\n`,
  );
  const journalFile = path.join(server, 'drizzle/meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1)!;
  journal.entries.push({
    idx: last.idx + 1,
    version: last.version,
    when: last.when + 1,
    tag,
    breakpoints: true,
  });
  writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  return into;
}
