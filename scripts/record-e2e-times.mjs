// Writes e2e/timings.json (seconds per end-to-end file, what scripts/e2e-groups.mjs splits by) from this
// run's e2e JSON reports, so the split follows the files as they change. scripts/test.sh runs it after the
// end-to-end step; commit the file when it changed. A file that failed keeps its previous time (a failure
// can end early or wait for a timeout: neither is its running time). "cluster" is the whole cluster run's
// time, setup included, from DIR/cluster.seconds (scripts/test.sh writes it when the run passed).
// A file's time varies by a quarter from run to run on the same tree (what ran beside it): each new
// measurement is averaged with the kept time, so one noisy run moves the split by half as much.
// Usage: node scripts/record-e2e-times.mjs DIR
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.tmp/results';
const file = 'e2e/timings.json';
const times = JSON.parse(readFileSync(file, 'utf8'));
const present = new Set(
  readdirSync('e2e')
    .filter((name) => name.endsWith('.e2e.test.ts'))
    .map((name) => name.replace('.e2e.test.ts', '')),
);
/** Keeps the average of the kept time and this run's (seconds), or this run's for a new file. */
function record(name, seconds) {
  const kept = times[name];
  times[name] = Math.max(1, Math.round(kept === undefined ? seconds : (kept + seconds) / 2));
}
for (const report of readdirSync(dir).filter((name) => /^e2e-\d+\.json$/.test(name))) {
  for (const suite of JSON.parse(readFileSync(path.join(dir, report), 'utf8')).testResults ?? []) {
    if (suite.status !== 'passed') continue;
    record(path.basename(suite.name).replace('.e2e.test.ts', ''), (suite.endTime - suite.startTime) / 1000);
  }
}
const clusterSeconds = path.join(dir, 'cluster.seconds');
if (existsSync(clusterSeconds)) record('cluster', Number(readFileSync(clusterSeconds, 'utf8')));
const kept = Object.fromEntries(
  Object.entries(times)
    .filter(([name]) => present.has(name) || name === 'cluster')
    .sort(),
);
writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`);
