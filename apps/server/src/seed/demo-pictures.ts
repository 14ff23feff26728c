import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppContext } from '../app-context.ts';
import { serverPackageDir } from '../locations.ts';
import {
  POVRAY_QUALITY,
  povrayAvailable,
  renderSceneWebp,
  SCENE_WEBP_QUALITY,
} from '../platform/media/povray-render.ts';
import { LOOP_SETTINGS, type LoopOptions, renderSceneLoop } from '../platform/media/povray-loop.ts';
import { type SceneParams, sceneSdl } from '../platform/media/povray-scene.ts';
import { rasteriseSvgs, svgRasteriserProblem, WEBP_QUALITY } from '../platform/media/rasterise-svg.ts';

export interface PictureRequest {
  /** The drawing; also the fallback of a scene when POV-Ray is missing and the scene is not in a cache. */
  svg: string;
  width: number;
  height: number;
  /** A ray-traced scene (POV-Ray) to draw instead of the SVG. */
  scene?: SceneParams;
}

/**
 * The repository's seed cache of rendered scenes (committed WebP files named like the cache's): a clean clone
 * copies them instead of ray-tracing ~150 pictures, so tests and a first start stay as quick as before.
 * Regenerate with `npx tsx apps/server/scripts/render-seed-pictures.ts`.
 */
export const SEED_PICTURE_DIR = path.join(serverPackageDir, 'seed-cache', 'pictures');

/** Every scene picture's file name this process asked for: what scripts/render-seed-pictures.ts commits. */
export const scenePicturesUsed = new Set<string>();

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
    /** POV-Ray's command, or null when it is missing (scenes then come from a cache or fall back to SVG). */
    private readonly povray: string | null = null,
    private readonly seedDir: string = SEED_PICTURE_DIR,
  ) {}

  /** The WebP bytes of each request, in order; only those missing from the caches are drawn. */
  async render(requests: readonly PictureRequest[]): Promise<Buffer[]> {
    const files = requests.map((r) => path.join(this.cacheDir, `${this.hashOf(r)}.webp`));
    const svgs = new Map<string, PictureRequest>();
    const scenes = new Map<string, PictureRequest>();
    await mkdir(this.cacheDir, { recursive: true });
    for (const [i, r] of requests.entries()) {
      const file = files[i]!;
      if (r.scene && this.povray) scenePicturesUsed.add(path.basename(file));
      if (existsSync(file) || svgs.has(file) || scenes.has(file)) continue;
      const seeded = path.join(this.seedDir, path.basename(file));
      if (r.scene && existsSync(seeded)) await copyFile(seeded, file);
      else if (r.scene && this.povray) scenes.set(file, r);
      else svgs.set(file, r);
    }
    if (svgs.size > 0) await this.draw([...svgs]);
    if (scenes.size > 0) await this.trace([...scenes]);
    this.drawn += svgs.size + scenes.size;
    return Promise.all(files.map((file) => readFile(file)));
  }

  /** A scene's picture is named by its scene text when it can be had (cached, seeded or traced), else by its SVG. */
  hashOf(r: PictureRequest): string {
    if (!r.scene) return pictureHash(r);
    const hash = sceneHash(r.scene, r.width, r.height);
    if (this.povray || existsSync(path.join(this.seedDir, `${hash}.webp`))) return hash;
    if (existsSync(path.join(this.cacheDir, `${hash}.webp`))) return hash;
    return pictureHash(r);
  }

  /**
   * A scene's banner loop (MP4) — from the cache, the seed cache, or traced now (~20 s on 2 cores) — or null
   * when none can be had (no POV-Ray and not seeded): the banner then shows its drawn artwork alone.
   */
  async loop(scene: SceneParams, options: LoopOptions): Promise<Buffer | null> {
    const name = `${loopHash(scene, options)}.mp4`;
    const file = path.join(this.cacheDir, name);
    const seeded = path.join(this.seedDir, name);
    if (this.povray) scenePicturesUsed.add(name);
    if (existsSync(file)) return readFile(file);
    if (existsSync(seeded)) return readFile(seeded);
    if (!this.povray) return null;
    const body = await renderSceneLoop({ povray: this.povray, ffmpeg: this.ffmpeg }, scene, options);
    await mkdir(this.cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, body);
    await rename(partial, file);
    this.drawn++;
    return body;
  }

  /** Ray-traces scenes, one POV-Ray process per core. */
  private async trace(entries: [file: string, request: PictureRequest][]): Promise<void> {
    const queue = [...entries];
    const tools = { povray: this.povray!, ffmpeg: this.ffmpeg };
    const next = async (): Promise<void> => {
      const entry = queue.shift();
      if (!entry) return;
      const [file, r] = entry;
      const body = await renderSceneWebp(tools, {
        sdl: sceneSdl(r.scene!),
        width: r.width,
        height: r.height,
      });
      const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.partial`;
      await writeFile(partial, body);
      await rename(partial, file);
      return next();
    };
    await Promise.all(Array.from({ length: Math.min(os.availableParallelism(), queue.length) }, next));
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

/** A scene picture's cache name: the scene text, size and both tools' settings. */
export function sceneHash(scene: SceneParams, width: number, height: number): string {
  return createHash('sha256')
    .update(`povray:${POVRAY_QUALITY}:webp:q${SCENE_WEBP_QUALITY}:${width}x${height}\n${sceneSdl(scene)}`)
    .digest('hex')
    .slice(0, 32);
}

function loopHash(scene: SceneParams, o: LoopOptions): string {
  return createHash('sha256')
    .update(
      `loop:${POVRAY_QUALITY}:${LOOP_SETTINGS}:${o.width}x${o.height}:${o.frames}@${o.fps}\n${sceneSdl(scene)}`,
    )
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
  const povray = (await povrayAvailable(ctx.config.POVRAY_PATH)) ? ctx.config.POVRAY_PATH : null;
  return new DemoPictures(ffmpeg, demoPictureCacheDir(ctx.config), undefined, povray);
}

function demoPictureCacheDir(config: AppContext['config']): string {
  if (config.DEMO_PICTURE_CACHE_DIR) return config.DEMO_PICTURE_CACHE_DIR;
  if (config.dataDir === 'memory://') return path.join(os.tmpdir(), 'guangzi-demo-pictures');
  return path.join(config.dataDir, 'cache', 'demo-pictures');
}
