/**
 * Lighthouse's mobile preset slows the CPU 4×, a figure chosen for a high-end desktop host (BenchmarkIndex
 * 1500–2000) so that the simulated device lands in the mid-tier mobile bracket. This machine's index moves
 * between about 1000 and 1800 from hour to hour (shared cores), so the same build scored 66 and 88 on the home
 * page. Lighthouse's throttling guide says to calibrate the multiplier to the host's BenchmarkIndex; its
 * calculator's brackets are: 150 → 1×, 800 → 2×, 1300 → 3×, then one more × per 233 points (1533 → 4×, the
 * preset's host). A slower host gets a smaller multiplier, a faster one a larger one than 4×: the simulated
 * phone stays the same. https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Index points → multiplier, as straight lines between the guide's brackets (null below the guide's floor). */
const BRACKETS: [index: number, multiplier: number][] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
];

export function calibratedCpuMultiplier(benchmarkIndex: number): number | null {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < BRACKETS[0]![0]) return null;
  for (let i = 1; i < BRACKETS.length; i++) {
    const [highIndex, highMultiplier] = BRACKETS[i]!;
    if (benchmarkIndex <= highIndex) {
      const [lowIndex, lowMultiplier] = BRACKETS[i - 1]!;
      const share = (benchmarkIndex - lowIndex) / (highIndex - lowIndex);
      return round(lowMultiplier + share * (highMultiplier - lowMultiplier));
    }
  }
  const [lastIndex, lastMultiplier] = BRACKETS.at(-1)!;
  return round(lastMultiplier + (benchmarkIndex - lastIndex) / 233);
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Simulated throttling never slows the browser while gathering: the multiplier is used only when the saved
 * trace is replayed. So the same gathered load can be audited again at another multiplier — the settings saved
 * with the artifacts are what Lighthouse compares against, so they are rewritten to the new value.
 */
export function setSavedCpuMultiplier(artifactsDir: string, multiplier: number): void {
  const file = path.join(artifactsDir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(file, 'utf8')) as {
    settings: { throttling: { cpuSlowdownMultiplier: number } };
  };
  artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
  writeFileSync(file, JSON.stringify(artifacts));
}
