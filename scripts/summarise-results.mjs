// Prints what every vitest JSON report of this run adds up to, and exits 1 when anything failed:
// - one line per report ("api-postgres: 2861 passed, 0 failed");
// - every file that failed without a failing test (its beforeAll or import threw): its tests never ran, so
//   they count as failed here, not as skipped, with the file's error;
// - the faults the fault tests injected (each writes a file under <dir>/faults, apps/server/test/faults.ts)
//   and the attack corpora's counts (`counts-*.json`, `{ "<what>": n }`, summed by key);
// - the tests that passed only on a second attempt (CI's e2e retry): named, so a flake is seen and fixed;
// - the slowest 10 files of the run, so the next person sees where the time goes;
// - last, the closing line alone: "suite: N passed, N failed, N skipped".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.tmp/results';
let passed = 0;
let failed = 0;
let skipped = 0;
const counts = new Map();
const retried = [];
const brokenFiles = [];
const fileTimes = [];
const relative = (file) => path.relative(process.cwd(), file);
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if (file.startsWith('counts-')) {
    for (const [key, value] of Object.entries(report))
      if (typeof value === 'number') counts.set(key, (counts.get(key) ?? 0) + value);
    continue;
  }
  const name = file.replace(/\.json$/, '');
  let reportFailed = report.numFailedTests;
  let reportSkipped = report.numPendingTests + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    const tests = suite.assertionResults ?? [];
    // From the file's first test to its last: a beforeAll before them (an API file's platform) is not in it.
    fileTimes.push({
      name: `${name} ${relative(suite.name)}`,
      ms: (suite.endTime ?? 0) - (suite.startTime ?? 0),
    });
    for (const test of tests)
      if (test.status === 'passed' && test.meta?.failedAttempts > 0)
        retried.push(`${relative(suite.name)} > ${test.fullName}`);
    if (suite.status !== 'failed' || tests.some((test) => test.status === 'failed')) continue;
    const notRun = tests.filter((test) => test.status !== 'passed').length;
    reportFailed += Math.max(notRun, 1);
    reportSkipped -= notRun;
    const firstLine = String(suite.message ?? 'failed').split('\n')[0];
    brokenFiles.push(`${name} ${relative(suite.name)}: ${notRun} tests not run: ${firstLine}`);
  }
  passed += report.numPassedTests;
  failed += reportFailed;
  skipped += reportSkipped;
  console.log(`${name}: ${report.numPassedTests} passed, ${reportFailed} failed`);
}
if (brokenFiles.length > 0)
  console.log(
    `files that failed before their tests ran (${brokenFiles.length}):\n  ${brokenFiles.join('\n  ')}`,
  );
const faults = new Map();
const faultDir = path.join(dir, 'faults');
for (const file of existsSync(faultDir) ? readdirSync(faultDir).filter((f) => f.endsWith('.json')) : []) {
  for (const [kind, n] of Object.entries(JSON.parse(readFileSync(path.join(faultDir, file), 'utf8')).faults))
    faults.set(kind, (faults.get(kind) ?? 0) + n);
}
const injected = [...faults.values()].reduce((sum, n) => sum + n, 0);
const kinds = [...faults].map(([kind, n]) => `${kind} ×${n}`).join(', ');
const breakdown = [...counts].map(([key, value]) => `${key} ${value}`).join(', ');
console.log(`faults injected: ${injected}${kinds ? ` (${kinds})` : ''}${breakdown ? `; ${breakdown}` : ''}`);
if (retried.length > 0)
  console.log(`passed only on a second attempt (${retried.length}):\n  ${retried.join('\n  ')}`);
const slowest = fileTimes.sort((a, b) => b.ms - a.ms).slice(0, 10);
console.log(
  `slowest files:\n${slowest.map((f) => `  ${(f.ms / 1000).toFixed(1).padStart(6)} s  ${f.name}`).join('\n')}`,
);
console.log(`suite: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
