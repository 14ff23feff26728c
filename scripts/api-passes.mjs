// Lists the API test files that run in the PostgreSQL pass only: those whose first line is
// `// api pass: PostgreSQL only — <why>` (files that open no database, the generated attack corpora, the
// concurrency and PostgreSQL fault tests). scripts/test.sh excludes them from the PGlite pass, so each runs
// once. Usage: node scripts/api-passes.mjs   (prints one path a line)
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const MARKER = '// api pass: PostgreSQL only';
const root = 'apps/server/src';
const files = readdirSync(root, { recursive: true })
  .map((name) => path.join(root, String(name)))
  .filter((file) => file.endsWith('.test.ts') && !file.endsWith('.unit.test.ts'))
  .filter((file) => readFileSync(file, 'utf8').startsWith(MARKER))
  .sort();
console.log(files.join('\n'));
