import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The faults a test injected (a process killed with SIGKILL, the database stopped, the storage failing):
 * printed at once, and written beside the run's vitest reports so scripts/summarise-results.mjs can add
 * them up in the closing summary ("faults injected: N"). FAULTS_DIR moves the folder (default
 * .tmp/results/faults under the directory the tests run from).
 */
export function reportFaults(test: string, faults: Record<string, number>): void {
  const total = Object.values(faults).reduce((sum, n) => sum + n, 0);
  const detail = Object.entries(faults)
    .map(([kind, n]) => `${kind} ×${n}`)
    .join(', ');
  console.log(`faults injected by ${test}: ${total} (${detail})`);
  const dir = process.env.FAULTS_DIR ?? path.resolve('.tmp/results/faults');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${test.replace(/[^\w.-]+/g, '-')}-${process.pid}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify({ test, faults }));
}
