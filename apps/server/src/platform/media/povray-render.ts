import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runTool } from './probe.ts';

/**
 * Runs POV-Ray (Debian `povray`) on a scene text and answers the picture as WebP (ffmpeg's libwebp, like the
 * demo's other pictures). Settings favour speed: quality 6 (no radiosity/media), light anti-aliasing, one
 * process per picture so two pictures keep both cores busy.
 */

export const POVRAY_QUALITY = 'q6-a0.3';
export const SCENE_WEBP_QUALITY = 78;

export interface SceneJob {
  sdl: string;
  width: number;
  height: number;
}

/** runTool with a working directory: POV-Ray reads and writes relative to it. */
function run(cmd: string, args: string[], cwd: string, signal?: AbortSignal): Promise<string> {
  return runTool(cmd, args, signal, cwd);
}

/** POV-Ray's arguments for a still (or, with `frames`, an animation's frames named f001.png…). */
export function povrayArgs(job: SceneJob, output: string, threads = 1): string[] {
  return [
    '-D', // no display window
    '-V', // not verbose
    '-GA', // no console streams (errors still go to stderr)
    `+W${job.width}`,
    `+H${job.height}`,
    '+Q6',
    '+A0.3',
    '+FN',
    `+WT${threads}`,
    '+Iscene.pov',
    `+O${output}`,
  ];
}

/** Renders one scene with POV-Ray; `use` reads what it needs from the working directory (out.png). */
async function inScratch<T>(
  povray: string,
  job: SceneJob,
  options: { signal?: AbortSignal; threads?: number },
  use: (dir: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'povray-'));
  try {
    await writeFile(path.join(dir, 'scene.pov'), job.sdl);
    await run(povray, povrayArgs(job, 'out.png', options.threads), dir, options.signal);
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Renders one scene into PNG bytes (the render preview decodes it to stamp its watermark). */
export function renderScenePng(
  povray: string,
  job: SceneJob,
  options: { signal?: AbortSignal; threads?: number } = {},
): Promise<Buffer> {
  return inScratch(povray, job, options, (dir) => readFile(path.join(dir, 'out.png')));
}

/** Renders one scene into a WebP file's bytes. */
export function renderSceneWebp(
  tools: { povray: string; ffmpeg: string },
  job: SceneJob,
  options: { signal?: AbortSignal; threads?: number } = {},
): Promise<Buffer> {
  return inScratch(tools.povray, job, options, async (dir) => {
    await run(
      tools.ffmpeg,
      [
        ...['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-i', 'out.png'],
        ...['-c:v', 'libwebp', '-quality', String(SCENE_WEBP_QUALITY), '-compression_level', '2', 'out.webp'],
      ],
      dir,
      options.signal,
    );
    return readFile(path.join(dir, 'out.webp'));
  });
}

const probes = new Map<string, Promise<boolean>>();

/** Whether `povray` runs here (it is a Debian package a machine may lack); asked once per process. */
export function povrayAvailable(povray: string): Promise<boolean> {
  let probe = probes.get(povray);
  if (!probe) {
    probe = runTool(povray, ['--version']).then(
      () => true,
      () => false,
    );
    probes.set(povray, probe);
  }
  return probe;
}
