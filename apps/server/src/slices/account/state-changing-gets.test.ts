import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { follows } from '../community/schema.ts';
import { contributions } from '../creator/schema.ts';
import { member } from '../creator/testing.ts';

/**
 * docs/spec-decisions.md "…state-changing GETs, a safe default start": the spec's GETs that change state
 * (delUserPut, userGuanzhu, the replies list that marks them read) are signed in by the bearer header only. A
 * top-level navigation from another site carries the SameSite=Lax cookie and, in some browsers, no
 * Sec-Fetch-Site: with the cookie alone it changes nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers }).then((res) => res.json());
const cookieOf = (token: string) => ({ cookie: `site_session=${encodeURIComponent(token)}` });
const bearerOf = (token: string) => ({ authorization: `Bearer ${token}` });
const refused = { code: 4001, msg: '登录已失效，请重新登录', data: null };

describe('state-changing GETs', () => {
  it('refuse the session cookie alone for follow and change nothing; the bearer follows', async () => {
    const fan = await member(t);
    const teacher = await member(t);
    const url = `/api/userGuanzhu/${teacher.id}?type=1`;
    const followRows = () =>
      t.ctx.db
        .select()
        .from(follows)
        .where(and(eq(follows.followerId, fan.id), eq(follows.followeeId, teacher.id)));

    expect(await get(url, cookieOf(fan.token))).toEqual(refused);
    // A browser that says the request is its own still needs the header: the rule is the route's, not a guess.
    expect(await get(url, { ...cookieOf(fan.token), 'sec-fetch-site': 'same-origin' })).toEqual(refused);
    expect(await followRows()).toHaveLength(0);

    expect(await get(url, bearerOf(fan.token))).toMatchObject({
      code: 200,
      msg: '关注成功',
      data: { isfans: true, fansNum: 1 },
    });
    expect(await followRows()).toHaveLength(1);
    // And the cookie cannot undo it either.
    expect(await get(`/api/userGuanzhu/${teacher.id}?type=2`, cookieOf(fan.token))).toEqual(refused);
    expect(await followRows()).toHaveLength(1);
  });

  it('refuse the session cookie alone for deleting a draft, which stays; the bearer deletes it', async () => {
    const creator = await member(t, { creator: true });
    const saved = await t.call('POST', '/api/userput/course', {
      token: creator.token,
      body: { name: '跨站删不掉的草稿', status: 0 },
    });
    expect(saved.code).toBe(200);
    const url = `/api/delUserPut/course?id=${saved.data.id}`;
    const draftRows = () => t.ctx.db.select().from(contributions).where(eq(contributions.id, saved.data.id));

    expect(await get(url, cookieOf(creator.token))).toEqual(refused);
    expect(await draftRows()).toHaveLength(1);
    expect(await get(url, bearerOf(creator.token))).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await draftRows()).toHaveLength(0);
  });

  it('refuse the cookie alone for the replies list (it marks them read); reads keep the cookie', async () => {
    const reader = await member(t);
    const url = '/api/user/reply?limit=15&offset=0';
    expect(await get(url, cookieOf(reader.token))).toEqual(refused);
    expect(await get(url, bearerOf(reader.token))).toMatchObject({ code: 200, data: { total: 0 } });
    // Plain reads (the server render of a member's pages) still take the cookie.
    expect(await get('/api/user', cookieOf(reader.token))).toMatchObject({
      code: 200,
      data: { id: reader.id },
    });
    expect(await get('/api/getUserPut/course', cookieOf(reader.token))).toMatchObject({ code: 200 });
  });
});
