import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { devOauthCodes, devOauthIdentities } from '../schema.ts';
import { DEV_OAUTH_TITLE } from './dev-oauth-page.ts';
import { safeCallbackPath } from './dev-oauth-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const callback = (provider: string) => `${t.config.PUBLIC_URL}/auth/${provider}/callback`;
const form = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/dev/oauth/authorize',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
/** Follows the page the provider's authorizeUrl points at, as the browser would. */
const openPage = (provider: 'weixinweb' | 'qq', state = 'state-1') =>
  t.app.inject({
    method: 'GET',
    url: t.ctx.services.social[provider].authorizeUrl(state, callback(provider)),
  });
const codeFrom = (location: string) => new URL(location, 'http://x').searchParams.get('code')!;

describe('dev OAuth provider', () => {
  it('is the default social driver outside production', () => {
    expect(t.ctx.services.social.weixinweb.kind).toBe('dev');
    expect(t.ctx.services.social.qq.kind).toBe('dev');
  });

  it('shows a labelled Chinese page listing the provider’s test identities, escaped', async () => {
    await t.ctx.db.insert(devOauthIdentities).values([
      { provider: 'weixinweb', subject: 'dev-wx-1', nickname: '<script>alert(1)</script>' },
      { provider: 'qq', subject: 'dev-qq-1', nickname: 'QQ 身份甲' },
    ]);
    const res = await openPage('weixinweb', '"><img src=x>');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(DEV_OAUTH_TITLE);
    expect(res.body).toContain('选择微信测试身份');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<img src=x>');
    expect(res.body).not.toContain('QQ 身份甲');
  });

  it('creates an identity, redirects to the callback with code and state, and exchanges the code once', async () => {
    const res = await form({
      provider: 'qq',
      state: 'st-9',
      redirect_uri: callback('qq'),
      nickname: '测试用户乙',
    });
    expect(res.statusCode).toBe(302);
    const location = res.headers.location as string;
    expect(location).toMatch(/^\/auth\/qq\/callback\?code=[\w-]+&state=st-9$/);
    const identity = await t.ctx.services.social.qq.exchange(codeFrom(location), callback('qq'));
    expect(identity).toMatchObject({ provider: 'qq', nickname: '测试用户乙', avatar: null });
    expect(identity.subject).toMatch(/^dev-qq-/);
    await expect(t.ctx.services.social.qq.exchange(codeFrom(location), callback('qq'))).rejects.toThrow(
      '开发 OAuth 授权码无效或已过期',
    );
    expect((await openPage('qq')).body).toContain('测试用户乙');
  });

  it('logs in as an existing identity and keeps its subject', async () => {
    const [row] = await t.ctx.db
      .select()
      .from(devOauthIdentities)
      .where(eq(devOauthIdentities.subject, 'dev-wx-1'));
    const res = await form({
      provider: 'weixinweb',
      state: 's',
      redirect_uri: callback('weixinweb'),
      identity_id: String(row!.id),
    });
    const identity = await t.ctx.services.social.weixinweb.exchange(
      codeFrom(res.headers.location as string),
      callback('weixinweb'),
    );
    expect(identity).toEqual({
      provider: 'weixinweb',
      subject: 'dev-wx-1',
      nickname: '<script>alert(1)</script>',
      avatar: null,
    });
  });

  it('does not accept a code at the other provider, nor an expired code', async () => {
    const made = await form({ provider: 'qq', state: 's', redirect_uri: callback('qq'), nickname: '丙' });
    await expect(
      t.ctx.services.social.weixinweb.exchange(codeFrom(made.headers.location as string), ''),
    ).rejects.toThrow();

    const again = await form({ provider: 'qq', state: 's', redirect_uri: callback('qq'), nickname: '丁' });
    await t.ctx.db.update(devOauthCodes).set({ expiresAt: sql`now() - interval '1 second'` });
    await expect(
      t.ctx.services.social.qq.exchange(codeFrom(again.headers.location as string), ''),
    ).rejects.toThrow('无效或已过期');
  });

  it('refuses identities of another provider, empty or long nicknames, and foreign callbacks', async () => {
    const [qqRow] = await t.ctx.db
      .select()
      .from(devOauthIdentities)
      .where(eq(devOauthIdentities.subject, 'dev-qq-1'));
    const wrong = await form({
      provider: 'weixinweb',
      state: 's',
      redirect_uri: callback('weixinweb'),
      identity_id: String(qqRow!.id),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('该测试身份不存在');
    expect(
      (await form({ provider: 'qq', state: 's', redirect_uri: callback('qq'), nickname: '  ' })).body,
    ).toContain('请填写昵称');
    expect(
      (await form({ provider: 'qq', state: 's', redirect_uri: callback('qq'), nickname: '长'.repeat(21) }))
        .body,
    ).toContain('昵称不能超过 20 个字符');
    const evil = await form({
      provider: 'qq',
      state: 's',
      redirect_uri: 'https://evil.example/auth/qq/callback',
      nickname: '戊',
    });
    expect(evil.statusCode).toBe(400);
    expect(evil.body).toContain('回调地址无效');
    const page = await t.app.inject({
      method: 'GET',
      url: '/dev/oauth/authorize?provider=github&state=s&redirect_uri=/auth/qq/callback',
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('未知的登录方式');
  });

  it('only lets callbacks of this site through', () => {
    const base = 'http://localhost:3000';
    expect(safeCallbackPath('http://localhost:3000/auth/qq/callback', base)).toBe('/auth/qq/callback');
    expect(safeCallbackPath('/auth/weixinweb/callback', base)).toBe('/auth/weixinweb/callback');
    expect(safeCallbackPath('//evil.example/auth/qq/callback', base)).toBeNull();
    expect(safeCallbackPath('http://localhost:3001/auth/qq/callback', base)).toBeNull();
    expect(safeCallbackPath('http://localhost:3000/user/info', base)).toBeNull();
    expect(safeCallbackPath('javascript:alert(1)', base)).toBeNull();
  });
});
