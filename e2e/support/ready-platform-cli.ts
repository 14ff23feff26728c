import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { startProjectPostgres } from './database.ts';
import { dropReadyPlatform, prepareReadyPlatform, type ReadyPlatform } from './ready-platform.ts';

/**
 * scripts/test.sh's handle on the run's ready platform (ready-platform.ts): `prepare FILE` makes it once and
 * writes where it is into FILE (what the e2e groups read as E2E_READY); `drop FILE` removes it afterwards.
 * PostgreSQL is TEST_DATABASE_URL's server, else the project's own.
 */
const [command, file] = process.argv.slice(2);
const adminUrl = process.env.TEST_DATABASE_URL ?? startProjectPostgres();
if (command === 'prepare' && file) {
  writeFileSync(file, JSON.stringify(await prepareReadyPlatform(adminUrl)));
} else if (command === 'drop' && file) {
  await dropReadyPlatform(adminUrl, JSON.parse(readFileSync(file, 'utf8')) as ReadyPlatform);
  rmSync(file, { force: true });
} else {
  console.error('usage: tsx e2e/support/ready-platform-cli.ts prepare|drop FILE');
  process.exit(64);
}
