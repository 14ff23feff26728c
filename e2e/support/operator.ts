import { spawnSync } from 'node:child_process';
import { inject } from 'vitest';

/**
 * An operator command (`npm run <script> -- …`) run the way staff run it: beside the serving platform, on its
 * database and data directory (the e2e platform runs on PostgreSQL, so both processes may hold it at once).
 */
export function runOperatorCommand(
  script: string,
  args: string[],
): { status: number | null; output: string } {
  const run = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    env: {
      ...process.env,
      DATABASE_URL: inject('databaseUrl'),
      DATA_DIR: inject('dataDir'),
      LOG_LEVEL: 'warn',
    },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}
