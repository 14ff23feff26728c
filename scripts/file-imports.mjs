/**
 * File-level import checks of apps/server/src (used by slice-graph.mjs; no dependencies). Test files and
 * fixtures (`*.test.ts`, `testing.ts`, `*-testing.ts`) are left out, as the lint leaves them out.
 * - fileCycles: every group of files that import each other in a loop (type-only imports count: a loop of
 *   types still ties the files' meaning together and makes tools load them as one).
 * - deepImports: an import of another slice's file other than its entries — `index.ts` (functions and types)
 *   and `schema.ts` (tables) — and `routes.ts` for the composition root `slices/index.ts` alone.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    const fixture = /\.test\.tsx?$/.test(name) || /(^|-)testing\.ts$/.test(name);
    return /\.tsx?$/.test(name) && !fixture ? [path] : [];
  });
}

/** file → the files of apps/server/src it imports (relative specifiers, resolved). */
export function importGraph(serverSrc) {
  const files = sourceFiles(serverSrc);
  const known = new Set(files);
  return new Map(
    files.map((file) => [
      file,
      [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
        .map(([, spec]) => spec)
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => resolve(dirname(file), spec))
        .filter((target) => known.has(target)),
    ]),
  );
}

/** The strongly connected groups of more than one file (or a file importing itself), Tarjan's algorithm. */
export function fileCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  function visit(file) {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file)) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file).includes(file)) groups.push(group.sort());
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return groups;
}

/** Imports of another slice's files that are not an entry it may use: `{from, to}` paths under serverSrc. */
export function deepImports(serverSrc, graph) {
  const slices = join(serverSrc, 'slices');
  const sliceOf = (path) => {
    const parts = relative(slices, path).split(sep);
    return parts.length > 1 && !parts[0].startsWith('..') ? parts[0] : null;
  };
  const compositionRoot = join(slices, 'index.ts');
  const found = [];
  for (const [file, targets] of graph) {
    for (const target of targets) {
      const to = sliceOf(target);
      if (!to || to === sliceOf(file)) continue;
      const entry = relative(join(slices, to), target);
      const allowed = ['index.ts', 'schema.ts', ...(file === compositionRoot ? ['routes.ts'] : [])];
      if (!allowed.includes(entry))
        found.push({ from: relative(serverSrc, file), to: relative(serverSrc, target) });
    }
  }
  return found;
}
