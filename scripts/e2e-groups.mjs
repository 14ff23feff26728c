// Splits the end-to-end files into N groups of about equal running time, so that scripts/test.sh can run
// them at once (each group starts its own platform): most of an e2e file's time is spent waiting on the
// browser and the server, not on one core. The times are the ones the last full run measured
// (e2e/timings.json, written by scripts/record-e2e-times.mjs from the JSON reports); a file not measured yet
// counts as the median. The cluster run (its measured time under "cluster", setup included) follows the first
// group to end on the same core, so group 1 starts that much behind: group 1 + cluster ≈ group 2.
// Usage: node scripts/e2e-groups.mjs <group 1..N> <N>
import { readdirSync, readFileSync } from 'node:fs';

const [group, count] = process.argv.slice(2).map(Number);
if (!(count >= 1 && group >= 1 && group <= count)) {
  console.error('usage: node scripts/e2e-groups.mjs <group 1..N> <N>');
  process.exit(64);
}
const measured = JSON.parse(readFileSync('e2e/timings.json', 'utf8'));
const { cluster = 0, ...perFile } = measured;
const known = Object.values(perFile).sort((a, b) => a - b);
const median = known.length > 0 ? known[Math.floor(known.length / 2)] : 60;
const files = readdirSync('e2e')
  .filter((name) => name.endsWith('.e2e.test.ts'))
  .map((name) => ({ path: `e2e/${name}`, seconds: perFile[name.replace('.e2e.test.ts', '')] ?? median }))
  .sort((a, b) => b.seconds - a.seconds || a.path.localeCompare(b.path));
// Longest first, each into the group with the least time so far.
const groups = Array.from({ length: count }, (_, i) => ({ seconds: i === 0 ? cluster : 0, paths: [] }));
for (const file of files) {
  const lightest = groups.reduce((best, g) => (g.seconds < best.seconds ? g : best));
  lightest.seconds += file.seconds;
  lightest.paths.push(file.path);
}
console.log(groups[group - 1].paths.join('\n'));
