import type { ObjectStorage } from '../platform/storage/storage.ts';
import type { SceneParams } from '../platform/media/povray-scene.ts';
import type { LoopOptions } from '../platform/media/povray-loop.ts';
import type { DemoPictures } from './demo-pictures.ts';

interface PendingFile {
  key: string;
  body: Buffer;
  contentType: string;
}

interface PendingPicture {
  key: string;
  svg: string;
  width: number;
  height: number;
  scene?: SceneParams;
}

/** The size an SVG says it has (every demo drawing carries width and height attributes). */
export function svgSize(svg: string): { width: number; height: number } {
  const tag = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="(\d+)"/.exec(tag)?.[1]);
  const height = Number(/\sheight="(\d+)"/.exec(tag)?.[1]);
  if (!(width > 0 && height > 0)) throw new Error('演示图片的 SVG 缺少 width/height');
  return { width, height };
}

/**
 * Collects the demo's pictures and downloads while rows are built, then writes them in one go.
 * Public pictures live under `public/demo/…` and are stored in the database as '/files/public/demo/…';
 * downloads (attachments, plugin packages, materials) use private keys under `demo/…` and are only
 * handed out through signed links. Pictures are drawn as SVG and stored as WebP when `pictures` can
 * rasterise (see demo-pictures.ts), else as the SVG itself.
 */
export class DemoFiles {
  private readonly pending = new Map<string, PendingFile>();
  private readonly pictures = new Map<string, PendingPicture>();

  constructor(private readonly raster: DemoPictures | null = null) {}

  /**
   * Queues a public picture drawn as `svg`, named `name` without extension; answers the URL to store in the
   * database. `size` is the stored picture's size (about twice the CSS size it is shown at); default the
   * drawing's own. With `scene` the picture is that ray-traced scene (POV-Ray), the SVG its fallback.
   */
  image(
    name: string,
    svg: string,
    size: { width: number; height: number } = svgSize(svg),
    scene?: SceneParams,
  ): string {
    if (!this.raster) return this.vector(name, svg);
    const key = `public/demo/${name}.webp`;
    this.pending.delete(key);
    this.pictures.set(key, { key, svg, ...size, ...(scene ? { scene } : {}) });
    return `/files/${key}`;
  }

  /**
   * A scene's looping video (the home banner's), stored under `public/demo/<name>.mp4`; answers its URL, or
   * null when this machine can neither trace it nor copy it from the seed cache.
   */
  async loopVideo(name: string, scene: SceneParams, options: LoopOptions): Promise<string | null> {
    const body = (await this.raster?.loop(scene, options)) ?? null;
    return body ? this.publicFile(`${name}.mp4`, body, 'video/mp4') : null;
  }

  /** Queues a public picture stored as it is (`name` with its extension), e.g. a QR code's PNG; answers its URL. */
  publicFile(name: string, body: Buffer, contentType: string): string {
    const key = `public/demo/${name}`;
    this.pending.set(key, { key, body, contentType });
    return `/files/${key}`;
  }

  /** Queues a public picture that stays SVG (when no ffmpeg can rasterise); answers its URL. */
  private vector(name: string, svg: string): string {
    return this.publicFile(`${name}.svg`, Buffer.from(svg, 'utf8'), 'image/svg+xml');
  }

  /** Queues a private download; answers its storage key and size. */
  download(key: string, body: Buffer | string, contentType: string): { key: string; size: number } {
    const full = `demo/${key}`;
    const buffer = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
    this.pending.set(full, { key: full, body: buffer, contentType });
    return { key: full, size: buffer.length };
  }

  /** Pictures drawn by ffmpeg so far (0 when all came from the cache, or when they stay SVG). */
  get picturesDrawn(): number {
    return this.raster?.drawn ?? 0;
  }

  get count(): number {
    return this.pending.size + this.pictures.size;
  }

  /** Draws the pictures not drawn before, then writes everything queued, a few files at a time. */
  async writeAll(storage: ObjectStorage, concurrency = 16): Promise<void> {
    const pictures = [...this.pictures.values()];
    if (this.raster && pictures.length > 0) {
      const bodies = await this.raster.render(pictures);
      pictures.forEach((p, i) =>
        this.pending.set(p.key, { key: p.key, body: bodies[i]!, contentType: 'image/webp' }),
      );
    }
    const files = [...this.pending.values()];
    for (let i = 0; i < files.length; i += concurrency) {
      await Promise.all(
        files
          .slice(i, i + concurrency)
          .map((f) => storage.put(f.key, f.body, { contentType: f.contentType })),
      );
    }
    this.pending.clear();
    this.pictures.clear();
  }
}
