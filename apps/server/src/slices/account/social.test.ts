import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { socialAccounts } from '../../db/schema.ts';
import type { SocialProvider, SocialProviders } from '../../platform/social/social.ts';
import { createSocialState } from './social-state.ts';
import { cookiesOf, createMember } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'http://localhost:3998' });
});
afterAll(() => t.close());

/** A tiny browser: keeps cookies (all paths are under /auth here) and follows nothing by itself. */
function browser() {
  const jar: Record<string, string> = {};
  const cookieHeader = () =>
    Object.entries(jar)
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('; ');
  const remember = (header: string | string[] | undefined) => {
    for (const [name, { value, attributes }] of Object.entries(cookiesOf(header))) {
      if (/Max-Age=0/.test(attributes)) delete jar[name];
      else jar[name] = value;
    }
  };
  return {
    jar,
    async get(url: string) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: cookieHeader() ? { cookie: cookieHeader() } : {},
      });
      remember(res.headers['set-cookie']);
      return { status: res.statusCode, location: String(res.headers.location ?? ''), body: res.body };
    },
    async postForm(url: string, fields: Record<string, string>) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      return { status: res.statusCode, location: String(res.headers.location ?? '') };
    },
    async login(phone: string) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { phone, password: 'secret123', type: 'pass' },
      });
      remember(res.headers['set-cookie']);
      return res.json().data.token as string;
    },
  };
}

/** Runs the dev OAuth page: start at `start`, pick `nickname` (new identity) or `identityId`, answer the callback's redirect. */
async function throughDevProvider(
  b: ReturnType<typeof browser>,
  start: string,
  pick: { nickname?: string; identityId?: number },
) {
  const first = await b.get(start);
  expect(first.status).toBe(302);
  if (!first.location.startsWith('/dev/oauth/authorize')) return first.location;
  const authorize = new URL(first.location, 'http://x');
  const page = await b.get(first.location);
  expect(page.status).toBe(200);
  const fields: Record<string, string> = {
    provider: authorize.searchParams.get('provider')!,
    state: authorize.searchParams.get('state')!,
    redirect_uri: authorize.searchParams.get('redirect_uri')!,
    ...(pick.identityId
      ? { identity_id: String(pick.identityId) }
      : { nickname: pick.nickname ?? '测试身份' }),
  };
  const chosen = await b.postForm('/dev/oauth/authorize', fields);
  expect(chosen.status).toBe(302);
  const callback = await b.get(chosen.location);
  expect(callback.status).toBe(302);
  return callback.location;
}
const bindQuery = (location: string) => {
  const url = new URL(location, 'http://x');
  return { path: url.pathname, bind: url.searchParams.get('bind'), code: url.searchParams.get('code') };
};

describe('social login and binding through the dev provider', () => {
  it('unbound identity → /register?redirect=bind; after binding, login answers /?token=', async () => {
    const b = browser();
    expect(await throughDevProvider(b, '/auth/qq', { nickname: 'QQ 用户甲' })).toBe(
      '/register?redirect=bind',
    );

    const member = await createMember(t);
    const bearer = await b.login(member.phone!);
    expect(b.jar.auth_session).toBe(bearer);
    const bound = await throughDevProvider(b, `/auth/qq?user_id=${member.id}`, { nickname: 'QQ 用户乙' });
    expect(bindQuery(bound)).toEqual({ path: '/', bind: '绑定成功', code: '200' });
    expect(await t.call('GET', '/api/user', { token: bearer })).toMatchObject({
      data: { is_qq: true, is_wechat: false },
    });
    const [binding] = await t.ctx.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, member.id));
    expect(binding).toMatchObject({ provider: 'qq', nickname: 'QQ 用户乙' });

    // Login with that identity in a fresh browser.
    const other = browser();
    const identityId = await devIdentityId(binding!.subject);
    const landed = await throughDevProvider(other, '/auth/qq', { identityId });
    const token = new URL(landed, 'http://x').searchParams.get('token')!;
    expect(landed).toMatch(/^\/\?token=/);
    expect(other.jar.auth_session).toBe(token);
    // The site-wide session cookie too, so the next server render shows the member's own view.
    expect(other.jar.site_session).toBe(token);
    expect(await t.call('GET', '/api/user', { token })).toMatchObject({ code: 200, data: { id: member.id } });
  });

  it('refuses an identity already bound to another member, and a second QQ for the same member', async () => {
    const b1 = browser();
    const first = await createMember(t);
    await b1.login(first.phone!);
    expect(
      bindQuery(await throughDevProvider(b1, `/auth/weixinweb?user_id=${first.id}`, { nickname: '微信甲' }))
        .code,
    ).toBe('200');
    const [binding] = await t.ctx.db.select().from(socialAccounts).where(eq(socialAccounts.userId, first.id));
    const identityId = await devIdentityId(binding!.subject);

    const b2 = browser();
    const second = await createMember(t);
    await b2.login(second.phone!);
    expect(
      bindQuery(await throughDevProvider(b2, `/auth/weixinweb?user_id=${second.id}`, { identityId })),
    ).toEqual({ path: '/', bind: '该第三方账号已绑定其他用户', code: '4009' });
    expect(
      await t.ctx.db.select().from(socialAccounts).where(eq(socialAccounts.userId, second.id)),
    ).toHaveLength(0);

    // Binding the same identity again to its own member is fine; another WeChat identity is not.
    expect(
      bindQuery(await throughDevProvider(b1, `/auth/weixinweb?user_id=${first.id}`, { identityId })).code,
    ).toBe('200');
    expect(
      bindQuery(await throughDevProvider(b1, `/auth/weixinweb?user_id=${first.id}`, { nickname: '微信乙' })),
    ).toEqual({ path: '/', bind: '当前账号已绑定其他微信账号', code: '4009' });
  });

  it('binding needs the auth_session cookie of that very member', async () => {
    const member = await createMember(t);
    const stranger = browser();
    expect(bindQuery((await stranger.get(`/auth/qq?user_id=${member.id}`)).location)).toEqual({
      path: '/',
      bind: '请先登录后再绑定',
      code: '4001',
    });

    const other = await createMember(t);
    const b = browser();
    await b.login(other.phone!);
    expect(bindQuery((await b.get(`/auth/qq?user_id=${member.id}`)).location).code).toBe('4001');
    expect(bindQuery((await b.get('/auth/qq?user_id=abc')).location).code).toBe('4001');
    expect(bindQuery((await b.get(`/auth/qq?user_id=${other.id}&user_id=${other.id}`)).location).code).toBe(
      '4001',
    );

    // After logout the cookie's session is revoked (and the cookie cleared).
    const token = b.jar.auth_session!;
    const saved = { ...b.jar };
    await t.call('POST', '/api/user/logout', { token });
    Object.assign(b.jar, saved);
    expect(bindQuery((await b.get(`/auth/qq?user_id=${other.id}`)).location).code).toBe('4001');
  });

  it('unknown providers are 404', async () => {
    expect((await browser().get('/auth/github')).status).toBe(404);
    expect((await browser().get('/auth/github/callback?code=x&state=y')).status).toBe(404);
  });
});

describe('callback checks (fake provider)', () => {
  let real: SocialProviders;
  const exchanged: string[] = [];
  const fake: SocialProvider = {
    id: 'qq',
    kind: 'dev',
    authorizeUrl: (state, callbackUrl) =>
      `https://provider.example.com/authorize?state=${encodeURIComponent(state)}&redirect_uri=${encodeURIComponent(callbackUrl)}`,
    exchange: async (code, callbackUrl) => {
      exchanged.push(callbackUrl);
      if (code === 'refused') throw new Error('provider refused');
      return { provider: 'qq', subject: `fake-${code}`, nickname: '假身份', avatar: null };
    },
  };
  beforeAll(() => {
    real = t.ctx.services.social;
    t.ctx.services.social = { ...real, qq: fake };
  });
  afterAll(() => {
    t.ctx.services.social = real;
  });

  async function started(b: ReturnType<typeof browser>, start = '/auth/qq') {
    const res = await b.get(start);
    const url = new URL(res.location);
    expect(url.origin).toBe('https://provider.example.com');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3998/auth/qq/callback');
    return url.searchParams.get('state')!;
  }

  it('passes the callback URL to the exchange and signs in a bound identity', async () => {
    const member = await createMember(t);
    await t.ctx.db
      .insert(socialAccounts)
      .values({ userId: member.id, provider: 'qq', subject: 'fake-known' });
    const b = browser();
    const state = await started(b);
    expect(state.length).toBeLessThanOrEqual(128);
    const done = await b.get(`/auth/qq/callback?code=known&state=${encodeURIComponent(state)}`);
    expect(done.location).toMatch(/^\/\?token=/);
    expect(exchanged.at(-1)).toBe('http://localhost:3998/auth/qq/callback');
    // The state cookie is single use: replaying the callback is refused.
    expect((await b.get(`/auth/qq/callback?code=known&state=${encodeURIComponent(state)}`)).location).toBe(
      `/login?error=${encodeURIComponent('授权已过期，请重新发起登录')}`,
    );
  });

  it('refuses a state from another browser (no matching auth_state cookie)', async () => {
    const state = await started(browser());
    const victim = browser();
    expect(
      (await victim.get(`/auth/qq/callback?code=known&state=${encodeURIComponent(state)}`)).location,
    ).toBe(`/login?error=${encodeURIComponent('授权已过期，请重新发起登录')}`);
  });

  it('refuses a forged, expired or other-provider state, choosing the redirect by mode', async () => {
    const member = await createMember(t);
    const b = browser();
    await b.login(member.phone!);
    const secret = t.config.APP_SECRET;
    const expired = createSocialState(
      secret,
      { mode: 'bind', userId: member.id, provider: 'qq' },
      Date.now() - 11 * 60_000,
    );
    const forged = createSocialState('another-secret-another-secret-0000', {
      mode: 'bind',
      userId: member.id,
      provider: 'qq',
    });
    const wechat = createSocialState(secret, { mode: 'bind', userId: member.id, provider: 'weixinweb' });
    for (const state of [expired, forged, wechat]) {
      b.jar.auth_state = state.nonce;
      expect(
        bindQuery(
          (await b.get(`/auth/qq/callback?code=x&state=${encodeURIComponent(state.value)}`)).location,
        ),
      ).toEqual({ path: '/', bind: '授权已过期，请重新发起登录', code: '4009' });
    }
    expect(
      await t.ctx.db.select().from(socialAccounts).where(eq(socialAccounts.userId, member.id)),
    ).toHaveLength(0);
    // The same construction with a good state binds: the refusals above are about the state alone.
    const good = createSocialState(secret, { mode: 'bind', userId: member.id, provider: 'qq' });
    b.jar.auth_state = good.nonce;
    expect(
      bindQuery((await b.get(`/auth/qq/callback?code=good&state=${encodeURIComponent(good.value)}`)).location)
        .code,
    ).toBe('200');
    expect((await b.get('/auth/qq/callback?code=x')).location).toBe(
      `/login?error=${encodeURIComponent('授权已过期，请重新发起登录')}`,
    );
  });

  it('a provider refusal or a missing code answers 第三方登录失败', async () => {
    const b = browser();
    let state = await started(b);
    expect((await b.get(`/auth/qq/callback?code=refused&state=${encodeURIComponent(state)}`)).location).toBe(
      `/login?error=${encodeURIComponent('第三方登录失败，请稍后再试')}`,
    );
    state = await started(b);
    expect((await b.get(`/auth/qq/callback?state=${encodeURIComponent(state)}`)).location).toBe(
      `/login?error=${encodeURIComponent('第三方登录失败，请稍后再试')}`,
    );
  });
});

async function devIdentityId(subject: string): Promise<number> {
  const { devOauthIdentities } = await import('../../platform/schema.ts');
  const [row] = await t.ctx.db
    .select({ id: devOauthIdentities.id })
    .from(devOauthIdentities)
    .where(eq(devOauthIdentities.subject, subject));
  return row!.id;
}
