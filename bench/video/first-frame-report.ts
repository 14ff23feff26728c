/** bench:first-frame's results as Markdown, written between markers in bench/README.md. */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib/platform.ts';
import type { Try } from './first-frame.ts';

export interface Profile {
  name: string;
  /** CDP Network.emulateNetworkConditions: added latency per request, throughput in kbit/s (0 = none). */
  latencyMs: number;
  downKbps: number;
  upKbps: number;
  /** CDP Emulation.setCPUThrottlingRate. */
  cpu: number;
}

export interface FirstFrameReport {
  date: string;
  loadAverage: { start: number[]; end: number[] };
  lessonPath: string;
  chromium: string;
  /** Tries that timed out (left out of the medians). */
  failed: number;
  results: { profile: Profile; tries: Try[]; firstFrame: number; seekFrame: number; canPlay: number }[];
}

/** Targets of issue 32 item 4, unthrottled. */
export const FIRST_FRAME_TARGET_MS = 1000;
export const SEEK_TARGET_MS = 500;

const START = '<!-- first-frame-results:start -->';
const END = '<!-- first-frame-results:end -->';
const ms = (n: number) => String(Math.round(n));

const fetched = (t: Try) =>
  t.requests.length === 0
    ? 'nothing'
    : t.requests
        .map((q) => `${q.what} ${ms(q.start)} → ${ms(q.end)} (${Math.round(q.bytes / 1024)} KB)`)
        .join('; ');

/** One try's row: the click's times, then the seek's steps. */
export function tryRow(t: Try): string {
  const target = `${t.seekTo} s (${t.height}p; ${t.seekWasBuffered ? 'loaded' : 'not loaded'})`;
  const waiting = t.waiting < 0 ? '–' : ms(t.waiting);
  return [
    `${ms(t.playing)} / ${ms(t.firstFrame)}`,
    target,
    fetched(t),
    `${waiting} / ${ms(t.seeked)} / ${ms(t.seekFrame)}`,
    String(t.framesDecoded),
  ].join(' | ');
}

export function firstFrameMarkdown(report: FirstFrameReport): string {
  const load = (values: number[]) => values.map((n) => n.toFixed(2)).join(' / ');
  const unthrottled = report.results[0]!;
  return [
    `Last run: ${report.date.slice(0, 16).replace('T', ' ')} UTC, Chromium ${report.chromium}, lesson \`${report.lessonPath}\` (the demo member, who holds it); load average (1 / 5 / 15 min) ${load(report.loadAverage.start)} at the start, ${load(report.loadAverage.end)} at the end. Median of the tries per profile, each in a fresh browser context (empty cache)${report.failed ? `; ${report.failed} tries timed out and are left out` : ''}.`,
    '',
    '| profile | click → first frame (median) ms | seek → frame (median) ms | page open → canplay (median) ms |',
    '| --- | ---: | ---: | ---: |',
    ...report.results.map((r) => `| ${r.profile.name} | ${r.firstFrame} | ${r.seekFrame} | ${r.canPlay} |`),
    '',
    'Each try (ms from the click, then from the seek; "fetched" is every request the player made between the seek and its frame, start → end and size):',
    '',
    '| profile | click → playing / first frame | seek to (rung; loaded?) | fetched | waiting / seeked / frame | frames decoded |',
    '| --- | --- | --- | --- | --- | ---: |',
    ...report.results.flatMap((r) => r.tries.map((t) => `| ${r.profile.name} | ${tryRow(t)} |`)),
    '',
    '| target (issue 32, unthrottled) | this run | arithmetic |',
    '| --- | --- | --- |',
    `| click → first frame ≤ ${FIRST_FRAME_TARGET_MS} ms | ${unthrottled.firstFrame} ms | ${unthrottled.firstFrame <= FIRST_FRAME_TARGET_MS ? 'met' : 'not met'} |`,
    `| seek → frame ≤ ${SEEK_TARGET_MS} ms | ${unthrottled.seekFrame} ms | ${unthrottled.seekFrame <= SEEK_TARGET_MS ? 'met' : 'not met'} |`,
  ].join('\n');
}

/** Replaces the results between the markers of bench/README.md and formats the file as the repository does. */
export function writeFirstFrameReadme(report: FirstFrameReport): void {
  const readme = path.join(root, 'bench/README.md');
  const section = `${START}\n\n${firstFrameMarkdown(report)}\n\n${END}`;
  const current = readFileSync(readme, 'utf8');
  const next = current.includes(START)
    ? current.replace(new RegExp(`${START}[\\s\\S]*${END}`), () => section)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(readme, next);
  execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', readme], {
    cwd: root,
    stdio: 'inherit',
  });
}
