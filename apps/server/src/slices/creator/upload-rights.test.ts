import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../../kernel/members/index.ts';
import { directUploads } from './uploads/index.ts';
import { member, ossToken, png, upload } from './testing.ts';
import { issueUploadToken } from './upload-token.ts';

/**
 * Who may upload (docs/spec-decisions.md "…uploads, links, repeated purchases"): credentials only for
 * creators, each upload only with the flag of the submission it is for (the submission's own rule), and a
 * daily byte quota per member. Every refusal is in Chinese and leaves no upload row and nothing in storage.
 */
const GiB = 1024 * 1024 * 1024;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const rowsOf = (userId: number) =>
  t.ctx.db.select().from(directUploads).where(eq(directUploads.userId, userId));
const open = (who: { id: number; token: string }, body: Record<string, unknown>, token?: string) =>
  t.call('POST', '/api/oss/multipart', {
    token: who.token,
    body: { token: token ?? issueUploadToken(t.ctx.config.APP_SECRET, who.id, Date.now()).token, ...body },
  });
const plugin = (size: number, name = '插件.zip') => ({
  purpose: 'plugin',
  name,
  size,
  content_type: 'application/zip',
});

describe('who may upload', () => {
  it('hands a plain member no credentials and refuses their multipart open; nothing is stored', async () => {
    const plain = await member(t);
    expect(await t.call('GET', '/api/oss', { token: plain.token })).toMatchObject({
      code: 4003,
      msg: '您还没有该类型的投稿权限，请联系管理员开通',
      data: null,
    });
    // Even with a token of the right shape (one kept from before the flag was taken away), nothing opens.
    for (const body of [
      plugin(10),
      { purpose: 'image', name: 'a.png', size: 10, content_type: 'image/png' },
      { purpose: 'video', name: 'a.mp4', size: 10, content_type: 'video/mp4' },
      { purpose: 'material', name: 'a.zip', size: 10, content_type: 'application/zip' },
      { purpose: 'annex', name: 'a.pdf', size: 10, content_type: 'application/pdf' },
    ])
      expect(await open(plain, body)).toMatchObject({
        code: 4003,
        msg: '您还没有该类型的投稿权限，请联系管理员开通',
      });
    expect(await rowsOf(plain.id)).toEqual([]);
  });

  it('lets each flag upload what its submission needs, and nothing else', async () => {
    const courses = await member(t, { kinds: ['course'] });
    expect((await t.call('GET', '/api/oss', { token: courses.token })).code).toBe(200);
    const cover = await upload(t, courses.token, {
      purpose: 'image',
      name: 'c.png',
      content: png(),
      type: 'image/png',
    });
    expect(cover.key).toMatch(new RegExp(`^public/clients/uploads/${courses.id}/`));
    const annex = { purpose: 'annex', name: '课件.pdf', size: 10, content_type: 'application/pdf' };
    expect((await open(courses, annex)).code).toBe(200);
    for (const body of [plugin(10), { ...plugin(10), purpose: 'material' }])
      expect(await open(courses, body)).toMatchObject({
        code: 4003,
        msg: '您还没有该类型的投稿权限，请联系管理员开通',
      });
    const plugs = await member(t, { kinds: ['plug'] });
    expect((await open(plugs, plugin(10))).code).toBe(200);
    const video = { purpose: 'video', name: 'a.mp4', size: 10, content_type: 'video/mp4' };
    expect((await open(plugs, video)).code).toBe(4003);
    expect((await open(plugs, annex)).code).toBe(4003);
    const goods = await member(t, { kinds: ['goods'] });
    expect((await open(goods, { ...plugin(10), purpose: 'material' })).code).toBe(200);
    expect((await open(goods, plugin(10))).code).toBe(4003);
    expect((await rowsOf(plugs.id)).map((r) => r.purpose)).toEqual(['plugin']);
    expect((await rowsOf(goods.id)).map((r) => r.purpose)).toEqual(['material']);
  });

  it('stops an upload under way when the flag it was opened under is taken away; cancelling still works', async () => {
    const creator = await member(t, { kinds: ['course'] });
    const opened = await open(creator, {
      purpose: 'video',
      name: 'b.mp4',
      size: 10,
      content_type: 'video/mp4',
    });
    const id = opened.data.upload_id;
    await t.ctx.db.update(users).set({ canUploadCourse: false }).where(eq(users.id, creator.id));
    const refused = { code: 4003, msg: '您还没有该类型的投稿权限，请联系管理员开通' };
    const as = (method: 'POST' | 'DELETE', url: string, body?: unknown) =>
      t.call(method, url, { token: creator.token, body });
    expect(await as('POST', `/api/oss/multipart/${id}/parts`, { part_numbers: [1] })).toMatchObject(refused);
    expect(
      await as('POST', `/api/oss/multipart/${id}/complete`, { parts: [{ part_number: 1, etag: 'x' }] }),
    ).toMatchObject(refused);
    expect((await as('DELETE', `/api/oss/multipart/${id}`)).code).toBe(200);
    expect((await rowsOf(creator.id)).map((r) => r.state)).toEqual(['aborted']);
  });

  it('refuses an upload past 10 GB a day; a cancelled upload gives its bytes back', async () => {
    const creator = await member(t, { creator: true });
    const token = await ossToken(t, creator.token);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const opened = await open(creator, plugin(2 * GiB - 1, `包${i}.zip`), token);
      expect(opened.code).toBe(200);
      ids.push(opened.data.upload_id);
    }
    const over = await open(creator, plugin(10, '多一个.zip'), token);
    expect(over).toMatchObject({
      code: 4029,
      msg: '今日上传已达 10 GB 上限（今日已用 10 GB），请明天再上传',
      data: null,
    });
    expect(await rowsOf(creator.id)).toHaveLength(5);
    // Another member's day is their own.
    const other = await member(t, { creator: true });
    expect((await open(other, plugin(10))).code).toBe(200);
    // Cancelling frees what it had claimed; yesterday's uploads do not count.
    expect((await t.call('DELETE', `/api/oss/multipart/${ids[0]}`, { token: creator.token })).code).toBe(200);
    expect((await open(creator, plugin(GiB, '再来一个.zip'), token)).code).toBe(200);
    await t.ctx.db
      .update(directUploads)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(directUploads.userId, creator.id));
    expect((await open(creator, plugin(2 * GiB - 1, '明天.zip'), token)).code).toBe(200);
  });
});
