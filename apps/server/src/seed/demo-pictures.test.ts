// api pass: PostgreSQL only — opens no database, so one pass is enough (PostgreSQL's, which counts it).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import type { ObjectStorage } from '../platform/storage/storage.ts';
import { DemoFiles } from './demo-files.ts';
import { DemoPictures, openDemoPictures } from './demo-pictures.ts';
import { avatarSvg, coverSvg } from './images.ts';
import { sceneFor } from './scenes.ts';
import { qrCodePng } from './qr-code.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'demo-pictures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Width and height from a lossy WebP's VP8 frame header (RIFF, WEBP, then VP8 or VP8X chunks). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const vp8x = bytes.subarray(12, 16).toString('latin1') === 'VP8X';
  if (vp8x) return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
}

function memoryStorage(): ObjectStorage & { saved: Map<string, { body: Buffer; contentType: string }> } {
  const saved = new Map<string, { body: Buffer; contentType: string }>();
  return {
    saved,
    put: async (key: string, body: Buffer, { contentType }: { contentType: string }) => {
      saved.set(key, { body, contentType });
    },
  } as never;
}

const quietLog = () => ({ warn: vi.fn(), info: vi.fn() }) as never;

describe('demo pictures', () => {
  it('draws each picture once, at the asked size, and answers the same bytes from the cache', async () => {
    const cache = path.join(dir, 'cache');
    const first = new DemoPictures('ffmpeg', cache);
    const requests = [
      { svg: coverSvg('参数化幕墙设计', '课程'), width: 640, height: 360 },
      { svg: avatarSvg('王建筑'), width: 200, height: 200 },
    ];
    const drawn = await first.render(requests);
    expect(first.drawn).toBe(2);
    expect(drawn.map(webpSize)).toEqual([
      { width: 640, height: 360 },
      { width: 200, height: 200 },
    ]);
    const again = new DemoPictures('ffmpeg', cache);
    expect(await again.render(requests)).toEqual(drawn);
    expect(again.drawn).toBe(0);
    expect(readdirSync(cache).sort()).toHaveLength(2);
  });

  it('ray-traces a scene once, and a clean machine without POV-Ray copies it from the seed cache', async () => {
    const traced = path.join(dir, 'traced');
    const scene = {
      svg: coverSvg('山地美术馆', '课程'),
      width: 160,
      height: 90,
      scene: sceneFor('山地美术馆'),
    };
    expect(scene.scene).toMatchObject({ building: 'museum' });
    const tracer = new DemoPictures('ffmpeg', traced, 1, 'povray', path.join(dir, 'no-seed'));
    const [picture] = await tracer.render([scene]);
    expect(tracer.drawn).toBe(1);
    expect(webpSize(picture!)).toEqual({ width: 160, height: 90 });
    // No POV-Ray, an empty cache, and the traced pictures as the committed seed cache: copied, not drawn.
    const fresh = new DemoPictures('ffmpeg', path.join(dir, 'fresh'), 1, null, traced);
    expect(await fresh.render([scene])).toEqual([picture]);
    expect(fresh.drawn).toBe(0);
    // Neither POV-Ray nor a seeded copy: the SVG is the fallback (a different picture, under its own name).
    const bare = new DemoPictures('ffmpeg', path.join(dir, 'bare'), 1, null, path.join(dir, 'no-seed'));
    const [fallback] = await bare.render([scene]);
    expect(bare.drawn).toBe(1);
    expect(fallback).not.toEqual(picture);
  });

  it('stores WebP under .webp URLs, public files as given, and writes the right types', async () => {
    const files = new DemoFiles(new DemoPictures('ffmpeg', path.join(dir, 'cache-2')));
    expect(files.image('courses/c1', coverSvg('课程一', '课程'), { width: 320, height: 180 })).toBe(
      '/files/public/demo/courses/c1.webp',
    );
    const png = await qrCodePng('https://example.com/q');
    expect(files.publicFile('qrcode/q.png', png, 'image/png')).toBe('/files/public/demo/qrcode/q.png');
    const storage = memoryStorage();
    await files.writeAll(storage);
    expect(storage.saved.get('public/demo/courses/c1.webp')?.contentType).toBe('image/webp');
    expect(webpSize(storage.saved.get('public/demo/courses/c1.webp')!.body)).toEqual({
      width: 320,
      height: 180,
    });
    expect(storage.saved.get('public/demo/qrcode/q.png')).toMatchObject({
      contentType: 'image/png',
      body: png,
    });
    // A PNG (its signature), 8 pixels a module plus the quiet zone: a version-2 code is 25 modules + 2.
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe((25 + 2) * 8);
  });

  it('keeps SVG pictures, and says so once, when ffmpeg cannot rasterise', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      FFMPEG_PATH: path.join(dir, 'no-ffmpeg'),
    } as never);
    const log = quietLog();
    expect(await openDemoPictures({ config, log })).toBeNull();
    expect(await openDemoPictures({ config, log })).toBeNull();
    expect((log as { warn: ReturnType<typeof vi.fn> }).warn).toHaveBeenCalledTimes(1);
    const files = new DemoFiles(null);
    expect(files.image('avatars/a', avatarSvg('李'))).toBe('/files/public/demo/avatars/a.svg');
    const storage = memoryStorage();
    await files.writeAll(storage);
    expect(storage.saved.get('public/demo/avatars/a.svg')?.contentType).toBe('image/svg+xml');
  });
});
