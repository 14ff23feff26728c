/**
 * bench/transcode: wall time of our transcode pipeline against the bare ffmpeg command for the same 60 s
 * 1080p clip and the same ladder (1080/720/480, 2 s keyframes, AES-128), measured in one run, alternating.
 *
 *   npm run bench:transcode                 # 1 run of each (BENCH_RUNS=3 for more; the median is reported)
 *
 * "Bare ffmpeg" = exactly the arguments the pipeline passes (platform/media/hls-args.ts), without
 * -progress, writing to a local directory. "Pipeline" = what a worker does for one queued job: claim it,
 * read the source from storage, ffprobe, the same ffmpeg, the cover frame, upload every segment and
 * playlist through the storage interface, seal the key and commit the asset (embedded PGlite, local storage).
 * Results are written to the section between the markers in bench/README.md (its Transcoding section).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { createJobRunner } from '../../apps/server/src/platform/jobs/runner.ts';
import { writeKeyInfo } from '../../apps/server/src/platform/media/content-key.ts';
import {
  buildHlsArgs,
  KEYFRAME_SECONDS,
  SEGMENT_SECONDS,
} from '../../apps/server/src/platform/media/hls-args.ts';
import { planLadder } from '../../apps/server/src/platform/media/ladder.ts';
import { probeMedia } from '../../apps/server/src/platform/media/probe.ts';
import { localStorage } from '../../apps/server/src/platform/storage/local-storage.ts';
import { createAsset } from '../../apps/server/src/slices/learning/import-media.ts';
import { mediaDeps } from '../../apps/server/src/slices/learning/media-deps.ts';
import { transcodeJobHandler } from '../../apps/server/src/slices/learning/transcode-asset.ts';
import { mediaAssets } from '../../apps/server/src/platform/media/schema.ts';

const root = path.resolve(import.meta.dirname, '../..');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const SECONDS = 60;
const cacheDir = path.join(root, '.tmp', 'bench-transcode');
const readme = path.join(import.meta.dirname, '../README.md');
const START = '<!-- results:start -->';
const END = '<!-- results:end -->';

function makeSource(): string {
  mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, `source-${SECONDS}s-1080p.mp4`);
  if (existsSync(file)) return file;
  console.log(`making the ${SECONDS} s 1080p source clip (testsrc2 + tone)…`);
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1920x1080:rate=25',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=48000',
    '-t',
    String(SECONDS),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '20',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-shortest',
    file,
  ]);
  return file;
}

async function bare(source: string): Promise<number> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-bare-'));
  try {
    const probe = await probeMedia(source);
    const { keyInfoFile } = await writeKeyInfo(work);
    const outDir = path.join(work, 'hls');
    mkdirSync(outDir);
    const args = buildHlsArgs({
      input: source,
      outDir,
      rungs: planLadder(probe),
      fps: probe.fps,
      hasAudio: probe.hasAudio,
      keyInfoFile,
    });
    const started = performance.now();
    execFileSync('ffmpeg', args, { stdio: ['ignore', 'ignore', 'inherit'] });
    return (performance.now() - started) / 1000;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function pipeline(source: string): Promise<{ seconds: number; rungs: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pipeline-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  } as NodeJS.ProcessEnv);
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate();
    const storage = localStorage({ root: path.join(dataDir, 'storage'), secret: config.APP_SECRET });
    const key = 'media/sources/bench/source.mp4';
    await storage.put(key, readFileSync(source), { contentType: 'video/mp4' });
    await createAsset(database.db, { key, name: 'source.mp4', size: 0 });
    const deps = mediaDeps({ db: database.db, config, services: { storage } as never });
    const runner = createJobRunner(database.db, [transcodeJobHandler(deps)]);
    const started = performance.now();
    const outcome = await runner.runNext();
    const seconds = (performance.now() - started) / 1000;
    const [asset] = await database.db.select().from(mediaAssets);
    if (outcome !== 'done' || asset?.state !== 'ready')
      throw new Error(`pipeline run ended ${outcome} / ${asset?.state}: ${asset?.error}`);
    return { seconds, rungs: asset.renditions.map((r) => r.name).join(' / ') };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const source = makeSource();
  const bareTimes: number[] = [];
  const pipelineTimes: number[] = [];
  let rungs = '';
  for (let i = 0; i < RUNS; i++) {
    // Alternate the order so neither side always runs on a warmer (or hotter) machine.
    const order = i % 2 === 0 ? ['bare', 'pipeline'] : ['pipeline', 'bare'];
    for (const which of order) {
      if (which === 'bare') {
        bareTimes.push(await bare(source));
        console.log(`run ${i + 1}: bare ffmpeg ${bareTimes.at(-1)!.toFixed(1)} s`);
      } else {
        const result = await pipeline(source);
        pipelineTimes.push(result.seconds);
        rungs = result.rungs;
        console.log(`run ${i + 1}: pipeline    ${result.seconds.toFixed(1)} s`);
      }
    }
  }
  const b = median(bareTimes);
  const p = median(pipelineTimes);
  const ratio = p / b;
  const cpu = os.cpus();
  const section = [
    START,
    `Last run: ${new Date().toISOString().slice(0, 10)}, ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${process.version}, ${execFileSync('ffmpeg', ['-version'], { encoding: 'utf8' }).split('\n')[0]!.split(' Copyright')[0]}.`,
    '',
    `Source: ${SECONDS} s, 1920×1080, 25 fps, H.264 + AAC (ffmpeg testsrc2 + tone). Ladder: ${rungs}; x264 veryfast, ${KEYFRAME_SECONDS} s keyframes, ${SEGMENT_SECONDS} s segments, AES-128. Median of ${RUNS} run(s) each, alternating.`,
    '',
    '| | wall time |',
    '|---|---|',
    `| bare ffmpeg (same arguments) | ${b.toFixed(1)} s |`,
    `| our pipeline (queued job → asset ready, uploads included) | ${p.toFixed(1)} s |`,
    `| ratio | **${ratio.toFixed(3)}** (target ≤ 1.1: ${ratio <= 1.1 ? 'met' : 'NOT met'}) |`,
    END,
  ].join('\n');
  const current = existsSync(readme) ? readFileSync(readme, 'utf8') : '';
  const next = current.includes(START)
    ? current.replace(new RegExp(`${START}[\\s\\S]*${END}`), section)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(readme, next);
  console.log(
    `\nbare ${b.toFixed(1)} s, pipeline ${p.toFixed(1)} s, ratio ${ratio.toFixed(3)} → ${path.relative(root, readme)}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
