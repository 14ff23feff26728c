import type { ObjectStorage } from '../platform/storage/storage.ts';

interface PendingFile {
  key: string;
  body: Buffer;
  contentType: string;
}

/**
 * Collects the demo's pictures and downloads while rows are built, then writes them in one go.
 * Public pictures live under `public/demo/…` and are stored in the database as '/files/public/demo/…';
 * downloads (attachments, plugin packages, materials) use private keys under `demo/…` and are only
 * handed out through signed links.
 */
export class DemoFiles {
  private readonly pending = new Map<string, PendingFile>();

  /** Queues a public SVG picture; answers the URL to store in the database. */
  image(key: string, svg: string): string {
    const full = `public/demo/${key}`;
    this.pending.set(full, { key: full, body: Buffer.from(svg, 'utf8'), contentType: 'image/svg+xml' });
    return `/files/${full}`;
  }

  /** Queues a private download; answers its storage key and size. */
  download(key: string, body: Buffer | string, contentType: string): { key: string; size: number } {
    const full = `demo/${key}`;
    const buffer = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
    this.pending.set(full, { key: full, body: buffer, contentType });
    return { key: full, size: buffer.length };
  }

  get count(): number {
    return this.pending.size;
  }

  /** Writes everything queued, a few files at a time. */
  async writeAll(storage: ObjectStorage, concurrency = 16): Promise<void> {
    const files = [...this.pending.values()];
    for (let i = 0; i < files.length; i += concurrency) {
      await Promise.all(
        files
          .slice(i, i + concurrency)
          .map((f) => storage.put(f.key, f.body, { contentType: f.contentType })),
      );
    }
    this.pending.clear();
  }
}
