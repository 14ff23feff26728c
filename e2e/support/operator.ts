import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { compiledServerTool } from '../../apps/server/test/processes.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * An operator command (`npm run <script> -- …`) run the way staff run it: beside the serving platform, on its
 * database and data directory (the e2e platform runs on PostgreSQL, so both processes may hold it at once).
 * A server tool (`bash scripts/server-run.sh cli/…`) runs compiled, as `npm run` runs it in production and as
 * the e2e platform itself runs: through tsx it compiled the server's sources again on each call (~3–6 s of a
 * busy core per command).
 */
export function runOperatorCommand(
  script: string,
  args: string[],
): { status: number | null; output: string } {
  const env = {
    ...process.env,
    DATABASE_URL: inject('databaseUrl'),
    DATA_DIR: inject('dataDir'),
    LOG_LEVEL: 'warn',
  };
  const tool = serverTool(script);
  const run = tool
    ? spawnSync(process.execPath, ['--enable-source-maps', tool, ...args], { env, encoding: 'utf8' })
    : spawnSync('npm', ['run', '--silent', script, '--', ...args], { env, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The compiled file of a root package.json script that runs a server tool, else null. */
function serverTool(script: string): string | null {
  const scripts = (
    JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const entry = /^bash scripts\/server-run\.sh (cli\/[\w-]+)$/.exec(scripts[script] ?? '')?.[1];
  if (!entry) return null;
  // The build the platform runs (rebuilt first should a source be newer).
  return compiledServerTool(entry);
}
