// Prints one closing line over every vitest JSON report of this run: "N passed, N failed, N skipped", the
// faults the fault tests injected (each writes a file under <dir>/faults, see apps/server/test/faults.ts), then
// the attack corpora's counts (issue 17): every `counts-*.json` holds `{ "<what>": n }`, summed by key, e.g.
// "matrix cells 812, fuzz requests 10000" (any key any test writes: the format is not tied to one corpus).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.tmp/results';
let passed = 0;
let failed = 0;
let skipped = 0;
const counts = new Map();
const retried = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if (file.startsWith('counts-')) {
    for (const [key, value] of Object.entries(report))
      if (typeof value === 'number') counts.set(key, (counts.get(key) ?? 0) + value);
    continue;
  }
  for (const suite of report.testResults ?? [])
    for (const test of suite.assertionResults ?? [])
      if (test.status === 'passed' && test.meta?.failedAttempts > 0)
        retried.push(`${path.relative(process.cwd(), suite.name)} > ${test.fullName}`);
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  console.log(
    `${file.replace(/\.json$/, '')}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
  );
}
const faults = new Map();
const faultDir = path.join(dir, 'faults');
for (const file of existsSync(faultDir) ? readdirSync(faultDir).filter((f) => f.endsWith('.json')) : []) {
  for (const [kind, n] of Object.entries(JSON.parse(readFileSync(path.join(faultDir, file), 'utf8')).faults))
    faults.set(kind, (faults.get(kind) ?? 0) + n);
}
const injected = [...faults.values()].reduce((sum, n) => sum + n, 0);
const kinds = [...faults].map(([kind, n]) => `${kind} ×${n}`).join(', ');
const breakdown = [...counts].map(([key, value]) => `${key} ${value}`).join(', ');
console.log(
  `${passed} passed, ${failed} failed, ${skipped} skipped; faults injected: ${injected}${kinds ? ` (${kinds})` : ''}${breakdown ? `; ${breakdown}` : ''}`,
);
// Tests that passed only on a retry (CI's e2e): counted as passed, but named, so a flake is seen and fixed.
if (retried.length > 0)
  console.log(`passed only on a second attempt (${retried.length}):\n  ${retried.join('\n  ')}`);
process.exit(failed > 0 ? 1 : 0);
