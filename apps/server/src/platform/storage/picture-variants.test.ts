import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Code } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { fileMessages } from './file-routes.ts';
import { variantKey } from './picture-variants.ts';

/** GET /files/public/…?w=: resized copies of public pictures (picture-variants.ts). Needs ffmpeg, as CI has. */
let t: TestApp;
let dir: string;
const get = (url: string) => t.app.inject({ method: 'GET', url });

/** A solid picture of the given size, drawn by ffmpeg, as PNG or JPEG bytes. */
function picture(width: number, height: number, ext: 'png' | 'jpg'): Buffer {
  const file = path.join(dir, `p-${width}x${height}.${ext}`);
  const ffmpeg = t.ctx.config.FFMPEG_PATH;
  const source = ['-f', 'lavfi', '-i', `color=c=teal:s=${width}x${height}`];
  execFileSync(ffmpeg, ['-loglevel', 'error', '-y', ...source, '-frames:v', '1', file]);
  return readFileSync(file);
}

/** Width × height of picture bytes, as ffprobe reads them. */
function sizeOf(bytes: Buffer): string {
  const file = path.join(dir, `probe-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, bytes);
  const ffprobe = t.ctx.config.FFPROBE_PATH;
  return execFileSync(
    ffprobe,
    ['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'csv=p=0:s=x', file],
    {
      encoding: 'utf8',
    },
  ).trim();
}

beforeAll(async () => {
  t = await startTestApp();
  dir = mkdtempSync(path.join(os.tmpdir(), 'picture-variants-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('resized copies of public pictures', () => {
  it('answers a WebP at the asked width, keeps it, and serves the kept copy next time', async () => {
    const storage = t.ctx.services.storage;
    await storage.put('public/site/202611/wide.png', picture(1000, 500, 'png'), { contentType: 'image/png' });
    const first = await get('/files/public/site/202611/wide.png?w=480');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(sizeOf(first.rawPayload)).toBe('480x240');
    const kept = await storage.head(variantKey('public/site/202611/wide.png', 480));
    expect(kept?.contentType).toBe('image/webp');
    const again = await get('/files/public/site/202611/wide.png?w=480');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await storage.head(variantKey('public/site/202611/wide.png', 480)))?.lastModified).toEqual(
      kept?.lastModified,
    );
    // The original is still served as it is without ?w=.
    const original = await get('/files/public/site/202611/wide.png');
    expect(original.headers['content-type']).toBe('image/png');
    expect(sizeOf(original.rawPayload)).toBe('1000x500');
  });

  it('never makes a picture wider than its original, and makes the copy again when the original is stored again', async () => {
    const storage = t.ctx.services.storage;
    await storage.put('public/admin/202611/small.jpg', picture(300, 150, 'jpg'), {
      contentType: 'image/jpeg',
    });
    expect(sizeOf((await get('/files/public/admin/202611/small.jpg?w=960')).rawPayload)).toBe('300x150');
    await new Promise((resolve) => setTimeout(resolve, 30));
    await storage.put('public/admin/202611/small.jpg', picture(800, 400, 'jpg'), {
      contentType: 'image/jpeg',
    });
    expect(sizeOf((await get('/files/public/admin/202611/small.jpg?w=960')).rawPayload)).toBe('800x400');
  });

  it('makes one copy for requests that arrive together', async () => {
    const storage = t.ctx.services.storage;
    await storage.put('public/site/202611/busy.png', picture(1200, 600, 'png'), { contentType: 'image/png' });
    const copyKey = variantKey('public/site/202611/busy.png', 960);
    const put = storage.put.bind(storage);
    let copiesStored = 0;
    storage.put = (key, body, options) => {
      if (key === copyKey) copiesStored++;
      return put(key, body, options);
    };
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => get('/files/public/site/202611/busy.png?w=960')),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
      }
      expect(sizeOf(answers[0]!.rawPayload)).toBe('960x480');
      expect(copiesStored).toBe(1);
    } finally {
      storage.put = put;
    }
  });

  it('serves what it cannot resize as it is: SVG, other files, a broken picture', async () => {
    const storage = t.ctx.services.storage;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await storage.put('public/demo/x.svg', svg, { contentType: 'image/svg+xml' });
    const drawing = await get('/files/public/demo/x.svg?w=480');
    expect(drawing.statusCode).toBe(200);
    expect(drawing.headers['content-type']).toBe('image/svg+xml');
    expect(drawing.rawPayload.equals(svg)).toBe(true);
    const broken = Buffer.from('not a picture at all');
    await storage.put('public/site/202611/broken.png', broken, { contentType: 'image/png' });
    const answer = await get('/files/public/site/202611/broken.png?w=480');
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(broken)).toBe(true);
    expect(await storage.head(variantKey('public/site/202611/broken.png', 480))).toBeNull();
    expect((await get('/files/public/site/202611/missing.png?w=480')).statusCode).toBe(404);
  });

  it('refuses other widths, and widths of private files, with a clear message', async () => {
    const storage = t.ctx.services.storage;
    await storage.put('public/site/202611/odd.png', picture(640, 320, 'png'), { contentType: 'image/png' });
    const odd = await get('/files/public/site/202611/odd.png?w=500');
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toEqual({ code: Code.invalid, msg: fileMessages.widthInvalid, data: null });
    expect(fileMessages.widthInvalid).toBe('图片宽度只能是 480、960、1920');
    expect(await storage.head(variantKey('public/site/202611/odd.png', 480))).toBeNull();
    await storage.put('private/docs/p.png', picture(640, 320, 'png'), { contentType: 'image/png' });
    const signed = new URL(
      await storage.signedUrl('private/docs/p.png', { expiresInSeconds: 60 }),
      'http://local',
    );
    const personal = await get(`${signed.pathname}${signed.search}&w=480`);
    expect(personal.statusCode).toBe(400);
    expect(personal.json().msg).toBe(fileMessages.widthNotPublic);
    // The copies are not reachable as files of their own.
    expect((await get(`/files/${variantKey('public/site/202611/odd.png', 480)}`)).statusCode).toBe(403);
  });
});
