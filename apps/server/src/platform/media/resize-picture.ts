import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runTool } from './probe.ts';
import { WEBP_QUALITY } from './rasterise-svg.ts';

/** A picture that takes longer than this to resize is served as it is (a broken or hostile file). */
const RESIZE_TIMEOUT_MS = 15_000;

/**
 * The ffmpeg arguments that write `input` at `width` pixels wide (never wider than it is: a smaller original
 * keeps its size) as WebP, the height following the picture's proportions.
 */
export function resizeArgs(input: string, output: string, width: number): string[] {
  return [
    ...['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-i', input, '-frames:v', '1'],
    ...['-vf', `scale='min(iw,${width})':-2`, '-c:v', 'libwebp', '-quality', String(WEBP_QUALITY)],
    // As the demo's pictures (rasterise-svg.ts): level 2 of 0–6, and transparency kept for PNGs that have it.
    ...['-compression_level', '2', '-pix_fmt', 'yuva420p', '-f', 'webp', output],
  ];
}

/** One picture (JPEG, PNG or WebP bytes) resized to `width` as WebP, by one ffmpeg process. */
export async function resizePicture(ffmpeg: string, picture: Buffer, width: number): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'resize-'));
  try {
    const input = path.join(dir, 'in');
    const output = path.join(dir, 'out.webp');
    await writeFile(input, picture);
    await runTool(ffmpeg, resizeArgs(input, output, width), AbortSignal.timeout(RESIZE_TIMEOUT_MS));
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
