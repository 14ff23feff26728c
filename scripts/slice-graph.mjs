#!/usr/bin/env node
/**
 * Prints the slice → slice import edges of apps/server/src/slices (test files `*.test.ts` left out, as the
 * lint leaves them out) and every cycle between slices. Exits 1 when there is a cycle, so CI can run it.
 * `--verbose` also lists each importing file. No dependencies: it reads `from '…'` / `import('…')` specifiers and resolves the relative ones.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'apps/server/src/slices');
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
process.exit(cycles.length > 0 ? 1 : 0);
