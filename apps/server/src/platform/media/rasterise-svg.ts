import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runTool } from './probe.ts';

/**
 * SVG drawings turned into WebP pictures with ffmpeg (its librsvg decoder and libwebp encoder, both in
 * Debian's ffmpeg). A browser rasterises an SVG <img> on its main thread, a WebP is decoded off it: the demo
 * pictures are stored as WebP like the JPEG/WebP files creators really upload.
 */

export interface RasterJob {
  svg: string;
  /** Output size in pixels; the drawing is rendered at this size (sharp text), not scaled afterwards. */
  width: number;
  height: number;
  /** Where the .webp goes. */
  output: string;
}

export const WEBP_QUALITY = 80;

/** The ffmpeg arguments that render `inputs[i]` into `jobs[i].output`, all in one process. */
export function rasteriseArgs(jobs: readonly RasterJob[], inputs: readonly string[]): string[] {
  const args = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'];
  jobs.forEach((job, i) =>
    args.push('-width', String(job.width), '-height', String(job.height), '-keep_ar', '0', '-i', inputs[i]!),
  );
  jobs.forEach((job, i) =>
    args.push(
      '-map',
      `${i}:v`,
      '-frames:v',
      '1',
      '-c:v',
      'libwebp',
      '-quality',
      String(WEBP_QUALITY),
      // Level 2 of 0–6: about half the encoding time of the default 4 for ~3 % more bytes.
      '-compression_level',
      '2',
      // Keeps an avatar's round edge transparent; an opaque picture's alpha plane costs a few bytes.
      '-pix_fmt',
      'yuva420p',
      '-f',
      'webp',
      job.output,
    ),
  );
  return args;
}

/** Renders a batch of drawings with one ffmpeg process (one start-up for many pictures). */
export async function rasteriseSvgs(ffmpeg: string, jobs: readonly RasterJob[]): Promise<void> {
  if (jobs.length === 0) return;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rasterise-'));
  try {
    const inputs = await Promise.all(
      jobs.map(async (job, i) => {
        const file = path.join(dir, `${i}.svg`);
        await writeFile(file, job.svg, 'utf8');
        return file;
      }),
    );
    await runTool(ffmpeg, rasteriseArgs(jobs, inputs));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const probeSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#123"/></svg>';

/**
 * Whether this ffmpeg can rasterise SVG into WebP: renders a tiny drawing for real (a build without
 * librsvg or libwebp, or no ffmpeg at all, fails here). Answers null when it can, else why not.
 */
export async function svgRasteriserProblem(ffmpeg: string): Promise<string | null> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rasterise-probe-'));
  try {
    await rasteriseSvgs(ffmpeg, [
      { svg: probeSvg, width: 8, height: 8, output: path.join(dir, 'probe.webp') },
    ]);
    return null;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return `${ffmpeg} 无法把 SVG 转为 WebP（${detail}）`;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
