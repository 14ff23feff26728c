import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { ProductType } from '@app/contract';
import { categoryChain, grant, insertCourse, memberWithToken } from '../slices/catalogue/testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_CACHE_SECONDS: '60' });
});
afterAll(() => t.close());

describe('guest answers of public lists are reused (PUBLIC_CACHE_SECONDS)', () => {
  it('a guest sees the cached list; a member shares its rows but sees their own purchase at once; the bytes match a fresh answer', async () => {
    const url = '/api/courses?limit=12&offset=0&sort=0';
    const [cateId] = await categoryChain(t, 'course', ['缓存测试']);
    const listed = await insertCourse(t, cateId!, { name: '缓存之前发布的课程' });
    const first = await t.app.inject({ method: 'GET', url });
    const before = JSON.parse(first.body);
    expect(before.code).toBe(200);
    expect(before.data.courses[0]).toMatchObject({ id: listed.id, purchase: 0 });
    const course = await insertCourse(t, cateId!, { name: '缓存之后发布的课程' });

    const again = await t.app.inject({ method: 'GET', url });
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');

    // A member's page reuses the same rows and total until the time to live passes (a new course may
    // appear a few seconds late, as for guests)…
    const member = await memberWithToken(t);
    const shared = await t.call('GET', url, { token: member.token });
    expect(shared.data.courses.map((c: { id: number }) => c.id)).toEqual(
      before.data.courses.map((c: { id: number }) => c.id),
    );
    expect(shared.data.total).toBe(before.data.total);
    // …but what is theirs is never stale: a course they now own is marked at once.
    await grant(t, member.id, ProductType.course, listed.id);
    const mine = await t.call('GET', url, { token: member.token });
    expect(mine.data.courses[0]).toMatchObject({ id: listed.id, purchase: 1 });

    // Another category is its own entry, answered fresh.
    const other = await t.call('GET', `/api/courses?limit=12&offset=0&sort=1&cate_id=${cateId}`);
    expect(other.data.total).toBe(2);
    expect(other.data.courses.map((c: { id: number }) => c.id)).toContain(course.id);
  });

  it('a reused answer goes out compressed by Accept-Encoding, the same JSON as the plain one', async () => {
    // Categories are cached too, so the courses go into the list of every category (sort=1: a URL not yet cached).
    const [cateId] = await categoryChain(t, 'course', ['压缩测试']);
    for (let i = 0; i < 8; i++)
      await insertCourse(t, cateId!, { name: `压缩测试课程第 ${i} 讲：参数化幕墙` });
    const url = '/api/courses?limit=24&offset=0&sort=1';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (let i = 0; i < 2; i++) {
      const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    }
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('a refusal is not cached', async () => {
    const bad = await t.call('GET', '/api/courses?limit=12&offset=0&sort=9');
    expect(bad.code).not.toBe(200);
    expect((await t.call('GET', '/api/courses?limit=12&offset=0&sort=9')).code).toBe(bad.code);
  });
});
