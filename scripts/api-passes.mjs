// The API test files that run in the PostgreSQL pass only: those whose first line is
// `// api pass: PostgreSQL only — <why>` (files that open no database, the generated attack corpora, the
// concurrency and PostgreSQL fault tests). vitest.config.ts leaves them out of the api project when
// API_PASS=pglite (scripts/test.sh's PGlite pass), so each runs once.
// Usage: node scripts/api-passes.mjs   (prints one path a line)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MARKER = '// api pass: PostgreSQL only';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Paths relative to the repository root. */
export function postgresOnlyApiFiles() {
  const dir = path.join(root, 'apps/server/src');
  return readdirSync(dir, { recursive: true })
    .map((name) => path.join('apps/server/src', String(name)))
    .filter((file) => file.endsWith('.test.ts') && !file.endsWith('.unit.test.ts'))
    .filter((file) => readFileSync(path.join(root, file), 'utf8').startsWith(MARKER))
    .sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(postgresOnlyApiFiles().join('\n'));
