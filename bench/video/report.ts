/** bench/video's results: the table written between the markers of bench/README.md's video section. */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LevelResult } from './viewers.ts';

export interface Level extends LevelResult {
  passed: boolean;
  /** Server CPU over the level, in cores (1 = one core busy all the time). */
  serverCpuShare: number;
  cpuSecondsPerGB: number;
  /** The viewers' own process, in cores: near 1 it, not the server, may be the limit. */
  generatorCpuShare: number;
}

interface Check {
  rps: number;
  errors: number;
  p99: number;
  cpuMsPerRequest: number;
}

export interface VideoReport {
  date: string;
  loadAverage: { start: number[]; end: number[] };
  cores: number;
  seconds: number;
  rung: string;
  lessonSeconds: number;
  mbps: number;
  segments: number;
  ceiling: Level[];
  served: Level[];
  /** The platform behind nginx, segments checked and sent by nginx (bench/video/accel.ts). */
  accelerated: Level[];
  checks: { master: Check; playlist: Check; key: Check | null };
}

const README = path.join(import.meta.dirname, '../README.md');
const START = '<!-- video:start -->';
const END = '<!-- video:end -->';

const best = (levels: Level[]) =>
  levels.filter((l) => l.passed).sort((a, b) => b.viewers - a.viewers)[0] ?? null;

/** A server that passed every level it ran stopped at the run's highest level, not at its own limit. */
const atTop = (levels: Level[]) => levels.length > 0 && levels.every((l) => l.passed);
const viewersOf = (levels: Level[]) => {
  const top = best(levels);
  return top ? `${atTop(levels) ? '≥ ' : ''}${top.viewers}` : '—';
};
/** A ratio to nginx, said as what it is when a count is only a lower bound. */
function ratioToCeiling(ceiling: Level[], levels: Level[], ratio: number): string {
  if (!atTop(ceiling)) return `${ratio.toFixed(2)}× the static server`;
  if (atTop(levels)) return 'ratio not measured: both passed the highest level run';
  return `≤ ${ratio.toFixed(2)}× the static server, which passed the highest level run`;
}

function levelRows(name: string, levels: Level[]): string[] {
  return [...levels]
    .sort((a, b) => a.viewers - b.viewers)
    .map(
      (l) =>
        `| ${name} | ${l.viewers} | ${l.passed ? 'yes' : `no (${l.late} late, ${l.errors} failed)`} | ${l.segments} | ` +
        `${((l.bytes * 8) / l.seconds / 1e6).toFixed(0)} | ${(l.serverCpuShare * 100).toFixed(0)} % | ` +
        `${l.cpuSecondsPerGB.toFixed(2)} | ${(l.generatorCpuShare * 100).toFixed(0)} % |`,
    );
}

/** The third server: segments checked and sent by nginx (secure_link), playlists and the key by the platform. */
export const ACCEL_LABEL = 'platform + nginx (segments checked by nginx: secure_link)';

export function videoResults(report: VideoReport): string {
  const ceiling = best(report.ceiling);
  const served = best(report.served);
  const accelerated = best(report.accelerated);
  const ratio = ceiling && served ? served.viewers / ceiling.viewers : 0;
  const accelRatio = ceiling && accelerated ? accelerated.viewers / ceiling.viewers : 0;
  const { master, playlist, key } = report.checks;
  const check = (name: string, c: Check) =>
    `| ${name} | ${c.rps} | ${c.cpuMsPerRequest.toFixed(2)} | ${c.p99} | ${c.errors} |`;
  const perOpen = master.cpuMsPerRequest + playlist.cpuMsPerRequest + (key?.cpuMsPerRequest ?? 0);
  return [
    `### Last results (${report.date.slice(0, 10)}, ${report.cores} vCPU, load average ${report.loadAverage.start
      .map((n) => n.toFixed(2))
      .join(' / ')} at the start)`,
    '',
    `Rung ${report.rung} of the demo lesson: ${report.segments} segments, ${report.lessonSeconds.toFixed(1)} s, ` +
      `${report.mbps.toFixed(2)} Mbit/s. ${report.seconds} s per level.`,
    '',
    `- **Most viewers on time**: nginx ${viewersOf(report.ceiling)}, the platform ${viewersOf(report.served)} ` +
      `(${ratioToCeiling(report.ceiling, report.served, ratio)}) streaming the files itself, ` +
      `${viewersOf(report.accelerated)} behind nginx with its segments checked by nginx (MEDIA_SEGMENT_SECRET) ` +
      `(**${ratioToCeiling(report.ceiling, report.accelerated, accelRatio)}**; target ≥ 0.8×).`,
    `- **CPU per GB served** at those levels: nginx ${ceiling?.cpuSecondsPerGB.toFixed(2) ?? '—'} s, ` +
      `the platform ${served?.cpuSecondsPerGB.toFixed(2) ?? '—'} s, ` +
      `the platform + nginx ${accelerated?.cpuSecondsPerGB.toFixed(2) ?? '—'} s.`,
    `- **The CDN path** (segments from the bucket or CDN, the API node only hands out playlists and the key): ` +
      `${perOpen.toFixed(2)} ms of API CPU per lesson opened (master + rung playlist + key), so one core ` +
      `serves ${Math.floor(1000 / perOpen)} opens/s; at one open per viewer per 20-minute lesson that is ` +
      `${Math.floor((1000 / perOpen) * 1200).toLocaleString('en')} viewers per API core.`,
    '',
    "| server | viewers | all on time | segments | Mbit/s | server CPU | CPU s per GB | viewers' CPU |",
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |',
    ...levelRows('nginx', report.ceiling),
    ...levelRows('platform', report.served),
    ...levelRows(ACCEL_LABEL, report.accelerated),
    '',
    '| playback call (8 connections, 5 s) | req/s | CPU ms per request | p99 ms | errors |',
    '| --- | ---: | ---: | ---: | ---: |',
    check('master playlist (lesson token: full rights check)', master),
    check('rung playlist (grant; signs every segment link)', playlist),
    ...(key ? [check('AES-128 key (grant)', key)] : []),
  ].join('\n');
}

export function writeVideoReadme(report: VideoReport): void {
  const readme = readFileSync(README, 'utf8');
  const from = readme.indexOf(START);
  const to = readme.indexOf(END);
  const results = videoResults(report);
  console.log(results);
  if (from < 0 || to < from) throw new Error(`bench/README.md lacks the ${START} … ${END} markers`);
  writeFileSync(README, `${readme.slice(0, from + START.length)}\n${results}\n${readme.slice(to)}`);
  // The tables as the format check wants them (npm test fails on an unformatted README).
  execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', README], { stdio: 'inherit' });
}
