import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the platform's files are, the same for the server, every command-line tool and the tests, whether
 * this module runs from TypeScript sources (apps/server/src) or from the compiled bundle (apps/server/dist):
 * both sit under the server package, found by walking up to its package.json.
 */
function findUp(start: string, accept: (dir: string) => boolean): string | null {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (accept(dir)) return dir;
    if (path.dirname(dir) === dir) return null;
  }
}

const packageName = (dir: string): string | null => {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return null;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name ?? null;
  } catch {
    return null;
  }
};

const here = path.dirname(fileURLToPath(import.meta.url));

/** apps/server: holds drizzle/ (the migrations) and dist/ (the compiled server). */
export const serverPackageDir: string =
  findUp(here, (dir) => packageName(dir) === '@app/server') ?? path.resolve(here, '..');

/** The repository root (the npm workspace that `npm start` runs in). */
export const repositoryRoot: string = path.resolve(serverPackageDir, '../..');

export const migrationsDir = path.join(serverPackageDir, 'drizzle');

/** apps/web: its build/ is what the 'web' role serves. */
export const webPackageDir = path.resolve(serverPackageDir, '../web');

/**
 * DATA_DIR as an absolute directory. A relative one is taken from the repository root — where `npm start`
 * runs — never from the working directory: `npm run <tool>` runs workspace scripts inside apps/server, and a
 * tool resolving './data' there audited an empty database of its own instead of the server's.
 * 'memory://' (tests) stays as it is.
 */
export function resolveDataDir(value: string | undefined): string {
  const raw = value?.trim() || './data';
  if (raw === 'memory://') return raw;
  return path.resolve(repositoryRoot, raw);
}

/** The embedded PGlite database's folder inside a data directory. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** PGlite (like PostgreSQL) writes PG_VERSION when it creates a cluster: the database exists. */
export const pgliteExists = (dataDir: string) => existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'));
