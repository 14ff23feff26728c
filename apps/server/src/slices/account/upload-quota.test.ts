import { chinaDateKey } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { PNG_1PX } from '../creator/uploads/testing.ts';
import { createMember, jpegBytes, logIn, multipart } from './testing.ts';

/**
 * The daily byte quota of POST /api/upload (docs/spec-decisions.md "…uploads, links, repeated purchases"):
 * the pictures (avatars, AI render references) of every member, 500 MB a China day, counted from what was stored; past it
 * a Chinese refusal and nothing stored.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function send(
  token: string,
  bytes: Buffer,
  options: { render?: boolean; name?: string; type?: string } = {},
) {
  const form = multipart('file', options.name ?? 'me.jpg', options.type ?? 'image/jpeg', bytes);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: form.body,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
  return res.json() as { code: number; msg: string; data: { filename: string } | null };
}

describe('daily upload quota of POST /api/upload', () => {
  it('counts what was stored, refuses past 500 MB a day (avatars and render references alike)', async () => {
    const member = await createMember(t);
    const token = await logIn(t, member.phone!);
    const counters = t.ctx.services.counters;
    const key = `upload-kb:user:${member.id}:${chinaDateKey()}`;
    expect((await send(token, jpegBytes(1500 * 1024))).code).toBe(200);
    expect(await counters.count(key)).toBe(1500);
    // A refused file costs nothing.
    expect((await send(token, Buffer.from('hello'), { name: 'a.txt', type: 'text/plain' })).code).toBe(4022);
    expect(await counters.count(key)).toBe(1500);
    const reference = await send(token, PNG_1PX, { render: true, name: 'ref.png', type: 'image/png' });
    expect(reference.code).toBe(200);
    expect(await counters.count(key)).toBe(1501);
    // The rest of the day's 500 MB, as if spent on earlier uploads.
    await counters.hit(key, 60, 500 * 1024 - 1501);
    for (const options of [{}, { render: true, name: 'ref.png', type: 'image/png' }]) {
      const bytes = 'render' in options ? PNG_1PX : jpegBytes();
      expect(await send(token, bytes, options)).toMatchObject({
        code: 4029,
        msg: '今日上传已达 500 MB 上限（今日已用 500 MB），请明天再上传',
        data: null,
      });
    }
    // Another member's day is their own.
    const other = await createMember(t);
    expect((await send(await logIn(t, other.phone!), jpegBytes())).code).toBe(200);
  });
});
