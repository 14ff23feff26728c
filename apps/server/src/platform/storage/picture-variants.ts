import type { Readable } from 'node:stream';
import type { PictureWidth } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import { resizePicture } from '../media/resize-picture.ts';
import type { ObjectStorage } from './storage.ts';

/** What ffmpeg is asked to resize: stored pictures as uploaded (SVG and GIF are served as they are). */
const RESIZABLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Larger originals are served as they are: no public picture of this site comes near it. */
const RESIZE_MAX_BYTES = 20 * 1024 * 1024;
/** ffmpeg processes at once; the rest wait their turn (a page of new pictures must not take both cores). */
const CONCURRENT_RESIZES = 2;

/** Where the copy of `key` at `width` is kept: outside public/, so it is only ever served by this route. */
export function variantKey(key: string, width: PictureWidth): string {
  return `derived/pictures/w${width}/${key}.webp`;
}

/**
 * Resized copies of public pictures, made on first demand and kept in the same storage (disk or S3): one
 * ffmpeg run per picture and width, ever — later requests read the copy. A copy older than its original (the
 * same key stored again) is made again. Requests for a copy being made wait for that one run.
 */
export class PictureVariants {
  private readonly making = new Map<string, Promise<string | null>>();
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly storage: ObjectStorage,
    private readonly ffmpeg: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * The key to serve for `key` at `width`: its copy, or null when the original is missing, not a picture
   * ffmpeg may resize, too large, or could not be resized (the caller serves the original then).
   */
  async keyFor(key: string, width: PictureWidth): Promise<string | null> {
    const derived = variantKey(key, width);
    const [original, copy] = await Promise.all([this.storage.head(key), this.storage.head(derived)]);
    if (!original) return null;
    const stale = original.lastModified && copy?.lastModified && copy.lastModified < original.lastModified;
    if (copy && !stale) return derived;
    if (!RESIZABLE_TYPES.has(original.contentType.split(';')[0]!.trim().toLowerCase())) return null;
    if (original.size > RESIZE_MAX_BYTES) return null;
    let pending = this.making.get(derived);
    if (!pending) {
      pending = this.make(key, derived, width).finally(() => this.making.delete(derived));
      this.making.set(derived, pending);
    }
    return pending;
  }

  private async make(key: string, derived: string, width: PictureWidth): Promise<string | null> {
    await this.turn();
    try {
      const object = await this.storage.get(key);
      if (!object) return null;
      const picture = await readAtMost(object.body, RESIZE_MAX_BYTES);
      if (!picture) return null;
      const resized = await resizePicture(this.ffmpeg, picture, width);
      // A copy no smaller than its original (a 640-pixel WebP asked at 960) is the original itself.
      const smaller = resized.length < picture.length;
      await this.storage.put(derived, smaller ? resized : picture, {
        contentType: smaller ? 'image/webp' : object.contentType,
      });
      return derived;
    } catch (error) {
      this.log.warn({ err: error, key, width }, 'resizing a picture failed: the original is served');
      return null;
    } finally {
      // The slot passes straight to the next in line, so no newcomer slips in between.
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }

  private async turn(): Promise<void> {
    if (this.running < CONCURRENT_RESIZES) this.running++;
    else await new Promise<void>((resolve) => this.queue.push(resolve));
  }
}

/** The whole body, or null past `limit` bytes (the stream is then left unread). */
async function readAtMost(body: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      body.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
