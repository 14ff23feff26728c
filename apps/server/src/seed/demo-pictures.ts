import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppContext } from '../app-context.ts';
import { rasteriseSvgs, svgRasteriserProblem, WEBP_QUALITY } from '../platform/media/rasterise-svg.ts';

export interface PictureRequest {
  svg: string;
  width: number;
  height: number;
}

/** Pictures per ffmpeg process: one start-up for many, yet small enough to keep both cores busy. */
const BATCH = 12;

/**
 * The demo's pictures as WebP, drawn by ffmpeg from their SVG and kept in a content-addressed cache
 * (file name = hash of drawing, size and quality): the same text gives the same bytes, and a picture drawn
 * once is never drawn again — not by a second seed, nor by the next test file sharing the cache.
 */
export class DemoPictures {
  /** How many pictures this maker had to draw (the rest came from the cache). */
  drawn = 0;

  constructor(
    private readonly ffmpeg: string,
    private readonly cacheDir: string,
    private readonly concurrency = Math.max(1, Math.min(4, os.availableParallelism())),
  ) {}

  /** The WebP bytes of each request, in order; only those missing from the cache are drawn. */
  async render(requests: readonly PictureRequest[]): Promise<Buffer[]> {
    const files = requests.map((r) => path.join(this.cacheDir, `${pictureHash(r)}.webp`));
    const missing = new Map<string, PictureRequest>();
    requests.forEach((r, i) => {
      if (!existsSync(files[i]!)) missing.set(files[i]!, r);
    });
    if (missing.size > 0) await this.draw([...missing]);
    this.drawn += missing.size;
    return Promise.all(files.map((file) => readFile(file)));
  }

  private async draw(entries: [file: string, request: PictureRequest][]): Promise<void> {
    await mkdir(this.cacheDir, { recursive: true });
    const batches: (typeof entries)[] = [];
    for (let i = 0; i < entries.length; i += BATCH) batches.push(entries.slice(i, i + BATCH));
    const next = async (): Promise<void> => {
      const batch = batches.shift();
      if (!batch) return;
      // Drawn beside and renamed: a crash (or a test file drawing the same picture) never leaves half a file.
      const tag = `${process.pid}-${randomBytes(4).toString('hex')}.partial`;
      const jobs = batch.map(([file, r]) => ({ ...r, output: `${file}.${tag}` }));
      try {
        await rasteriseSvgs(this.ffmpeg, jobs);
        await Promise.all(batch.map(([file], i) => rename(jobs[i]!.output, file)));
      } finally {
        await Promise.all(jobs.map((job) => rm(job.output, { force: true })));
      }
      return next();
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, batches.length) }, next));
  }
}

export function pictureHash(r: PictureRequest): string {
  return createHash('sha256')
    .update(`webp:q${WEBP_QUALITY}:${r.width}x${r.height}\n${r.svg}`)
    .digest('hex')
    .slice(0, 32);
}

const probes = new Map<string, Promise<string | null>>();

/**
 * The demo's picture maker for this platform, or null when ffmpeg cannot rasterise SVG (missing, or built
 * without librsvg/libwebp): the pictures then stay SVG, and the log says so once per process.
 */
export async function openDemoPictures(
  ctx: Pick<AppContext, 'config' | 'log'>,
): Promise<DemoPictures | null> {
  const ffmpeg = ctx.config.FFMPEG_PATH;
  let probe = probes.get(ffmpeg);
  if (!probe) {
    probe = svgRasteriserProblem(ffmpeg);
    probes.set(ffmpeg, probe);
    const problem = await probe;
    if (problem) ctx.log.warn({ problem }, `演示图片将保存为 SVG（浏览器需在主线程绘制）：${problem}`);
  }
  if (await probe) return null;
  return new DemoPictures(ffmpeg, demoPictureCacheDir(ctx.config));
}

function demoPictureCacheDir(config: AppContext['config']): string {
  if (config.DEMO_PICTURE_CACHE_DIR) return config.DEMO_PICTURE_CACHE_DIR;
  if (config.dataDir === 'memory://') return path.join(os.tmpdir(), 'guangzi-demo-pictures');
  return path.join(config.dataDir, 'cache', 'demo-pictures');
}
