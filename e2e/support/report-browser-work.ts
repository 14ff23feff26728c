import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll } from 'vitest';
import { browserWork } from './browser-work.ts';

// A setup file runs for each test file: after each, the group's counts so far (support/browser-work.ts),
// as a counts file that scripts/summarise-results.mjs adds to the closing summary.
afterAll(() => {
  const dir = path.resolve(import.meta.dirname, '../../.tmp/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `counts-browser-${process.pid}.json`), JSON.stringify(browserWork));
});
