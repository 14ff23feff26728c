import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { ProductType } from '@app/contract';
import { categoryChain, grant, insertCourse } from '../catalogue/testing.ts';
import { cookiesOf, createMember, uniqueIp } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  // Guest answers of public lists are cached: a cookie-signed-in read must never be served or stored as one.
  t = await startTestApp({ PUBLIC_CACHE_SECONDS: '60' });
});
afterAll(() => t.close());

async function signIn() {
  const member = await createMember(t);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { phone: member.phone, password: 'secret123', type: 'pass' },
    headers: uniqueIp(),
  });
  const token = res.json().data.token as string;
  return { member, token, cookie: cookiesOf(res.headers['set-cookie'])['site_session']! };
}

const send = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as never }).then((res) => res.json());

describe('the site-wide session cookie', () => {
  it('is set HttpOnly, SameSite=Lax, Path=/ with the bearer token at sign-in, and cleared at logout', async () => {
    const { token, cookie } = await signIn();
    expect(cookie.value).toBe(token);
    expect(cookie.attributes).toMatch(/(^|; )Path=\/;/);
    expect(cookie.attributes).toMatch(/HttpOnly/);
    expect(cookie.attributes).toMatch(/SameSite=Lax/);
    expect(cookie.attributes).toMatch(/Max-Age=2592000/);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      payload: { params: {} },
      headers: { authorization: `Bearer ${token}` },
    });
    const cleared = cookiesOf(out.headers['set-cookie']);
    expect(cleared['site_session']).toMatchObject({
      value: '',
      attributes: expect.stringMatching(/Max-Age=0/),
    });
    expect(cleared['site_session']!.attributes).toMatch(/(^|; )Path=\/;/);
    expect(cleared['auth_session']).toMatchObject({ value: '' });
    // The revoked token in a cookie left behind signs nobody in.
    expect((await send('GET', '/api/user', { cookie: `site_session=${token}` })).code).toBe(4001);
  });

  it('signs in reads only; the bearer header wins; a navigation from another site does not count', async () => {
    const { member, token } = await signIn();
    const other = await signIn();
    const cookie = `theme=dark; site_session=${encodeURIComponent(token)}`;
    expect(await send('GET', '/api/user', { cookie })).toMatchObject({ code: 200, data: { id: member.id } });
    // Writes need the header: the cookie alone is no session for them.
    const write = await send('POST', '/api/courses/collect', { cookie }, { course_id: 1 });
    expect(write.code).toBe(4001);
    // The header speaks first, even a malformed one.
    const both = await send('GET', '/api/user', { cookie, authorization: `Bearer ${other.token}` });
    expect(both.data.id).toBe(other.member.id);
    expect((await send('GET', '/api/user', { cookie, authorization: 'Basic x' })).code).toBe(4001);
    expect((await send('GET', '/api/user', { cookie, 'sec-fetch-site': 'cross-site' })).code).toBe(4001);
    expect((await send('GET', '/api/user', { cookie, 'sec-fetch-site': 'same-origin' })).code).toBe(200);
  });

  it('a cookie-signed-in read is a member read: their own marks, never stored as the cached guest answer', async () => {
    const { member, token } = await signIn();
    const url = '/api/courses?limit=12&offset=0&sort=0';
    const [cateId] = await categoryChain(t, 'course', ['会话缓存']);
    const course = await insertCourse(t, cateId!, { name: '会员已购的课程' });
    const guestFirst = await t.app.inject({ method: 'GET', url });
    expect(guestFirst.json().data.courses[0]).toMatchObject({ id: course.id, purchase: 0 });
    await grant(t, member.id, ProductType.course, course.id);
    const mine = await send('GET', url, { cookie: `site_session=${token}` });
    expect(mine.data.courses[0]).toMatchObject({ id: course.id, purchase: 1 });
    const guestAgain = await t.app.inject({ method: 'GET', url });
    expect(guestAgain.body).toBe(guestFirst.body);
  });
});
