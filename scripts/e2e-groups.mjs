// Splits the end-to-end files into N groups of about equal running time, so that scripts/test.sh can run
// them at once (each group starts its own platform): most of an e2e file's time is spent waiting on the
// browser, the server and ffmpeg, not on one core. Usage: node scripts/e2e-groups.mjs <group 1..N> <N>
import { readdirSync } from 'node:fs';

// Seconds per file in the CI run of 2026-11-26 (2 cores, one group at a time). A new file counts as a
// long one until it is measured; the split only needs to be roughly right.
const SECONDS = {
  'transcode-restart': 117,
  learning: 130,
  commerce: 100,
  creator: 150,
  // The stored-XSS corpus: 369 s of tests on 2026-11-26 with the machine at load 20 (3 helpers beside CI).
  xss: 400,
  'register-login': 66,
  'security-headers': 66,
  'player-addons': 60,
  admin: 103,
  'admin-site': 115,
  // New in session 25 (AI gallery and plugin page): 154 s at load (4 workers), not yet measured idle.
  'admin-ai': 60,
  'admin-catalogue': 60,
  'admin-goods': 40,
  'admin-lessons': 25,
  // 149 s alone on a fresh platform on 2026-11-26, most of it waiting for the demo clips' transcodes.
  'admin-outline-extras': 150,
  // New in session 26: 146 s alone on a fresh platform (PGlite), most of it waiting for the demo transcodes.
  'admin-player-media': 150,
  ai: 47,
  'ai-chat': 38,
  'ai-render': 37,
  'page-cache': 36,
  invoicing: 34,
  'account-screens': 29,
  'profile-security': 27,
  community: 26,
  catalogue: 24,
  social: 23,
  guards: 21,
  shell: 13,
  recovery: 11,
};
const UNKNOWN = 60;

const [group, count] = process.argv.slice(2).map(Number);
if (!(count >= 1 && group >= 1 && group <= count)) {
  console.error('usage: node scripts/e2e-groups.mjs <group 1..N> <N>');
  process.exit(64);
}
const files = readdirSync('e2e')
  .filter((name) => name.endsWith('.e2e.test.ts'))
  .map((name) => ({ path: `e2e/${name}`, seconds: SECONDS[name.replace('.e2e.test.ts', '')] ?? UNKNOWN }))
  .sort((a, b) => b.seconds - a.seconds || a.path.localeCompare(b.path));
// Longest first, each into the group with the least time so far.
const groups = Array.from({ length: count }, () => ({ seconds: 0, paths: [] }));
for (const file of files) {
  const lightest = groups.reduce((best, g) => (g.seconds < best.seconds ? g : best));
  lightest.seconds += file.seconds;
  lightest.paths.push(file.path);
}
console.log(groups[group - 1].paths.join('\n'));
