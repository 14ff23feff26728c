/**
 * bench/video: how many viewers one production process sustains playing an encrypted HLS lesson in real
 * time, against Debian's nginx serving the same segment files as the ceiling, in the same run (method and
 * last results: bench/README.md "Video delivery (bench/video)").
 *
 *   npm run bench:video                  # PostgreSQL on port 55452, a seeded and transcoded platform made once
 *   BENCH_VIDEO_RUNG=1080p npm run bench:video   # the rung played (default 720p, the ladder's middle)
 *   BENCH_VIDEO_SECONDS=20 BENCH_VIDEO_START=50 BENCH_VIDEO_MAX=6400 npm run bench:video
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { saturate } from '../lib/load.ts';
import { root, seededAppSecret, start, stopAll, freePort, waitFor } from '../lib/platform.ts';
import { cpuMs, signIn } from '../web/measure.ts';
import { ACCEL_PREFIX, BENCH_SEGMENT_SECRET, startAccelFront } from './accel.ts';
import { startNginx } from './nginx.ts';
import { readyLesson, videoPlatform } from './platform.ts';
import { ACCEL_LABEL, writeVideoReadme, type VideoReport, type Level } from './report.ts';
import { fromOrigin, openLesson, playLevel, type OpenedLesson } from './viewers.ts';

const SECONDS = Number(process.env.BENCH_VIDEO_SECONDS ?? 20);
const FIRST_LEVEL = Number(process.env.BENCH_VIDEO_START ?? 50);
const MAX_LEVEL = Number(process.env.BENCH_VIDEO_MAX ?? 6400);
const RUNG = process.env.BENCH_VIDEO_RUNG ?? '720p';
const BISECT_STEPS = 2;

/**
 * The most viewers the viewers' own process can hold: each keeps a socket open, and past the process's
 * open-file limit the generator fails its own requests (EMFILE), which would read as the server's limit. A
 * fifth is left for everything else the process opens.
 */
function generatorViewerLimit(): number {
  const soft = /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1];
  return soft ? Math.floor(Number(soft) * 0.8) : Infinity;
}

/** The process and its children (nginx's workers), CPU ms so far. */
function treeCpuMs(pid: number): number {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean),
  );
  return cpuMs(pid) + children.reduce((sum, child) => sum + cpuMs(Number(child)), 0);
}

interface Server {
  name: string;
  open: () => Promise<OpenedLesson>;
  /** Its processes (each with its children): nginx, the platform, or the platform and the nginx before it. */
  pids: number[];
}

/** One level for one server: the lesson opened afresh (segment links last minutes), played, its CPU read. */
async function runLevel(server: Server, viewers: number): Promise<Level> {
  const lesson = await server.open();
  const serverCpu = () => server.pids.reduce((sum, pid) => sum + treeCpuMs(pid), 0);
  const [cpuBefore, loadBefore] = [serverCpu(), process.cpuUsage()];
  const result = await playLevel(lesson, viewers, SECONDS);
  const serverCpuMs = serverCpu() - cpuBefore;
  const load = process.cpuUsage(loadBefore);
  const level: Level = {
    ...result,
    passed: result.late === 0 && result.errors === 0,
    serverCpuShare: serverCpuMs / (result.seconds * 1000),
    cpuSecondsPerGB: result.bytes > 0 ? serverCpuMs / 1000 / (result.bytes / 1e9) : 0,
    generatorCpuShare: (load.user + load.system) / 1000 / (result.seconds * 1000),
  };
  console.log(
    `${server.name}: ${viewers} viewers → ${level.passed ? 'on time' : `${result.late} late, ${result.errors} failed`}` +
      ` of ${result.segments} segments, ${((result.bytes * 8) / result.seconds / 1e6).toFixed(0)} Mbit/s,` +
      ` server CPU ${(level.serverCpuShare * 100).toFixed(0)} %, viewers' CPU ${(level.generatorCpuShare * 100).toFixed(0)} %`,
  );
  return level;
}

/**
 * Each server's viewer counts doubling from FIRST_LEVEL until one has a late or failed segment, then halved
 * towards it BISECT_STEPS times. The servers take turns level by level (nginx 50, platform 50, nginx 100, …)
 * so that a machine whose load changes during the run weighs on both alike, not on whichever went second.
 */
async function maxViewers(servers: Server[]): Promise<Level[][]> {
  const state = servers.map(() => ({ levels: [] as Level[], passed: 0, failed: 0 }));
  const step = async (i: number, viewers: number) => {
    const level = await runLevel(servers[i]!, viewers);
    state[i]!.levels.push(level);
    if (level.passed) state[i]!.passed = viewers;
    else state[i]!.failed = viewers;
  };
  const top = Math.min(MAX_LEVEL, generatorViewerLimit());
  if (top < MAX_LEVEL)
    console.log(
      `the viewers' process holds at most ${top} sockets (its open-file limit): no level above it runs`,
    );
  for (let viewers = FIRST_LEVEL; viewers <= top; viewers *= 2) {
    const climbing = state.flatMap((s, i) => (s.failed === 0 ? [i] : []));
    if (climbing.length === 0) break;
    for (const i of climbing) await step(i, viewers);
  }
  for (let round = 0; round < BISECT_STEPS; round++)
    for (const [i, s] of state.entries()) {
      const middle = Math.round((s.passed + s.failed) / 2);
      if (s.failed > 0 && middle !== s.passed && middle !== s.failed) await step(i, middle);
    }
  return state.map((s) => s.levels);
}

/** Requests per second and server CPU per request for one playback call, 8 connections for 5 s. */
async function checkRate(url: string, pid: number) {
  const options = { checkBody: false };
  await saturate(url, 8, 1, options);
  const before = cpuMs(pid);
  const result = await saturate(url, 8, 5, options);
  return {
    rps: result.rps,
    errors: result.errors,
    p99: result.p99,
    cpuMsPerRequest: (cpuMs(pid) - before) / Math.max(1, result.requests),
  };
}

async function main() {
  const startedAt = new Date();
  const loadAtStart = os.loadavg();
  const ready = await readyLesson();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const platform = start(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    ...videoPlatform(ready, base, port),
    APP_SECRET: seededAppSecret(ready.dataDir),
  });
  // The same platform again behind nginx (accel.ts) as deployed: its segment links are nginx's to check and
  // send (MEDIA_SEGMENT_SECRET), any other file it checks and nginx sends (FILES_ACCEL_REDIRECT).
  const accelPort = await freePort();
  const accelBase = `http://127.0.0.1:${accelPort}`;
  const accelPlatform = start(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    ...videoPlatform(ready, accelBase, accelPort),
    APP_SECRET: seededAppSecret(ready.dataDir),
    FILES_ACCEL_REDIRECT: ACCEL_PREFIX,
    MEDIA_SEGMENT_SECRET: BENCH_SEGMENT_SECRET,
  });
  await waitFor(`${base}/healthz`, platform);
  await waitFor(`${accelBase}/healthz`, accelPlatform);
  try {
    const member = await signIn(base);
    const link = await ready.lessonLink(base, member.token);
    const openPlatform = () => openLesson(link, RUNG);
    const first = await openPlatform();
    const sample = first.segments[0]!;
    // The storage key behind a platform link (/files/<key>) or a segment link nginx checks (/files/_hls/<key>).
    const probeKey = new URL(sample.url).pathname.replace(/^\/files\/(?:_hls\/)?/, '');
    const nginx = await startNginx(path.join(ready.dataDir, 'storage'), probeKey);
    const accel = await startAccelFront(
      path.join(ready.dataDir, 'storage'),
      accelPort,
      new URL(sample.url).pathname + new URL(sample.url).search,
    );
    const viaAccel = (url: string) => accel.origin + new URL(url).pathname + new URL(url).search;
    const seconds = first.segments.reduce((sum, s) => sum + s.seconds, 0);
    let bytes = 0;
    for (const segment of first.segments)
      bytes += (await fetch(segment.url).then((r) => r.arrayBuffer())).byteLength;
    console.log(
      `lesson ${ready.taskId}, rung ${first.rung}: ${first.segments.length} segments, ${seconds.toFixed(1)} s, ` +
        `${((bytes * 8) / seconds / 1e6).toFixed(2)} Mbit/s`,
    );

    const [ceiling, served, accelerated] = await maxViewers([
      { name: 'nginx', open: async () => fromOrigin(await openPlatform(), nginx.origin), pids: [nginx.pid] },
      { name: 'platform', open: openPlatform, pids: [platform.pid!] },
      {
        name: ACCEL_LABEL,
        open: async () => fromOrigin(await openLesson(viaAccel(link), RUNG), accel.origin),
        pids: [accel.pid, accelPlatform.pid!],
      },
    ]);
    // A fresh opening: the first one's grant (rung playlist and key links) has expired by now.
    const fresh = await openPlatform();
    const checks = {
      master: await checkRate(link, platform.pid!),
      playlist: await checkRate(fresh.playlistUrl, platform.pid!),
      key: fresh.keyUrl ? await checkRate(fresh.keyUrl, platform.pid!) : null,
    };
    console.log(`checks: ${JSON.stringify(checks)}`);
    const report: VideoReport = {
      date: startedAt.toISOString(),
      loadAverage: { start: loadAtStart, end: os.loadavg() },
      cores: os.availableParallelism(),
      seconds: SECONDS,
      rung: first.rung,
      lessonSeconds: seconds,
      mbps: (bytes * 8) / seconds / 1e6,
      segments: first.segments.length,
      ceiling,
      served,
      accelerated,
      checks,
    };
    writeFileSync(path.join(import.meta.dirname, 'last-run.json'), JSON.stringify(report, null, 2));
    writeVideoReadme(report);
  } finally {
    stopAll();
  }
}

execFileSync('npm', ['run', '--silent', 'build', '-w', '@app/server'], { cwd: root, stdio: 'inherit' });
await main();
