#!/usr/bin/env node
/**
 * Prints the slice → slice import edges of apps/server/src/slices (test files `*.test.ts` left out, as the
 * lint leaves them out) and every cycle between slices, then every write a slice makes into a table another
 * slice (or the kernel, or the platform) owns (slice-writes.mjs), then the file-level import cycles and deep
 * imports of all apps/server/src (file-imports.mjs). Exits 1 when there is a cycle (of slices or of files), a
 * deep import, or a cross-slice write that PENDING_CROSS_SLICE_WRITES does not list, so CI (`npm test`) runs it. `--verbose` also
 * lists each importing file and each write's file:line. No dependencies: it reads `from '…'` / `import('…')`
 * specifiers and resolves the relative ones.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deepImports, fileCycles, importGraph } from './file-imports.mjs';
import { crossSliceWrites, tableOwners } from './slice-writes.mjs';

const serverSrc = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'apps/server/src');
const root = join(serverSrc, 'slices');

/**
 * Writes into another owner's tables that are still to move behind the owner's functions ('file:sql_table',
 * the file under slices/). It is empty and must stay so (it may only shrink). A write not listed
 * here fails the check: call the owning slice's function instead (ARCHITECTURE.md "Slices").
 */
const PENDING_CROSS_SLICE_WRITES = [];

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The slice a path lies in, or null outside slices/ (slices/index.ts is the composition root, not a slice). */
function sliceOf(path) {
  const parts = relative(root, path).split(sep);
  return parts.length > 1 && !parts[0].startsWith('..') ? parts[0] : null;
}

const verbose = process.argv.includes('--verbose');
const edges = new Map(); // 'from → to' → number of imports
for (const file of filesUnder(root)) {
  const from = sliceOf(file);
  if (!from) continue;
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
    if (!spec.startsWith('.')) continue;
    const to = sliceOf(resolve(dirname(file), spec));
    if (!to || to === from) continue;
    edges.set(`${from} → ${to}`, (edges.get(`${from} → ${to}`) ?? 0) + 1);
    if (verbose) console.log(`  ${relative(root, file)} → ${spec}`);
  }
}

const next = new Map();
for (const edge of edges.keys()) {
  const [from, to] = edge.split(' → ');
  next.set(from, [...(next.get(from) ?? []), to]);
}

// Elementary cycles, each reported once from its smallest slice name (the graph has a handful of nodes).
const cycles = [];
function walk(start, node, path) {
  for (const to of next.get(node) ?? []) {
    if (to === start) cycles.push([...path, start].join(' → '));
    else if (to > start && !path.includes(to)) walk(start, to, [...path, to]);
  }
}
for (const start of [...next.keys()].sort()) walk(start, start, [start]);

for (const [edge, count] of [...edges].sort())
  console.log(`${edge}  (${count} import${count > 1 ? 's' : ''})`);
console.log(`${edges.size} edges, ${cycles.length} cycle${cycles.length === 1 ? '' : 's'}`);
for (const cycle of cycles) console.log(`cycle: ${cycle}`);

// Writes into another owner's tables. Fixtures (`testing.ts`, `*-testing.ts`) are test code, as the lint has it.
const tables = tableOwners(serverSrc);
const writes = filesUnder(root)
  .filter((file) => sliceOf(file) && !/(^|-)testing\.ts$/.test(file.split(sep).pop()))
  .flatMap((file) =>
    crossSliceWrites(serverSrc, file, tables).map((w) => ({ ...w, file: relative(root, file) })),
  );
const byPair = new Map(); // 'writer → owner' → writes
for (const write of writes) {
  const pair = `${write.writer} → ${write.owner}`;
  byPair.set(pair, [...(byPair.get(pair) ?? []), write]);
}
console.log('\ncross-slice writes (writer → owner):');
for (const [pair, list] of [...byPair].sort()) {
  const files = new Set(list.map((w) => w.file)).size;
  console.log(
    `${pair}  (${list.length} write${list.length > 1 ? 's' : ''} in ${files} file${files > 1 ? 's' : ''})`,
  );
  if (verbose) for (const w of list) console.log(`  ${w.file}:${w.line} ${w.how} ${w.table}`);
}
const keys = new Set(writes.map((w) => `${w.file}:${w.table}`));
const pending = new Set(PENDING_CROSS_SLICE_WRITES);
const unlisted = [...keys].filter((key) => !pending.has(key)).sort();
const done = [...pending].filter((key) => !keys.has(key)).sort();
const files = new Set(writes.map((w) => w.file)).size;
console.log(`${writes.length} cross-slice writes in ${files} files, ${unlisted.length} not pending`);
for (const key of unlisted)
  console.log(`new cross-slice write: ${key} (write through the owner's function, ARCHITECTURE.md "Slices")`);
// The list only shrinks: an entry whose write is gone must go too, so it cannot cover a later one.
for (const key of done) console.log(`no longer written, remove from PENDING_CROSS_SLICE_WRITES: ${key}`);
// File level (all of apps/server/src): no import loop between files, and another slice reached only through its
// entries (index.ts functions, schema.ts tables; routes.ts from the composition root alone), as the lint has it.
const graph = importGraph(serverSrc);
const loops = fileCycles(graph);
const deep = deepImports(serverSrc, graph);
console.log(
  `\n${graph.size} files, ${loops.length} file-level import cycle${loops.length === 1 ? '' : 's'}, ${deep.length} deep imports`,
);
for (const loop of loops)
  console.log(`file cycle (${loop.length} files): ${loop.map((f) => relative(serverSrc, f)).join(', ')}`);
for (const { from, to } of deep)
  console.log(`deep import: ${from} → ${to} (import the slice's index.ts or schema.ts)`);
const failed =
  cycles.length > 0 || unlisted.length > 0 || done.length > 0 || loops.length > 0 || deep.length > 0;
process.exit(failed ? 1 : 0);
