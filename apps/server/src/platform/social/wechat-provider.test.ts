// api pass: PostgreSQL only — opens no database, so one pass is enough (PostgreSQL's, which counts it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider } from './fake-provider-server.ts';
import { wechatProvider } from './wechat-provider.ts';

/** A fake api.weixin.qq.com: answers like WeChat (HTTP 200, errors as {errcode, errmsg}, text/plain JSON). */
let fake: Awaited<ReturnType<typeof startFakeProvider>>;
beforeAll(async () => {
  fake = await startFakeProvider((url) => {
    const q = url.searchParams;
    if (url.pathname === '/sns/oauth2/access_token') {
      if (
        q.get('appid') !== 'wxapp' ||
        q.get('secret') !== 'wxsecret' ||
        q.get('grant_type') !== 'authorization_code'
      )
        return { body: { errcode: 40125, errmsg: 'invalid appsecret' } };
      if (q.get('code') === 'used-code') return { body: { errcode: 40163, errmsg: 'code been used' } };
      if (q.get('code') === 'html') return { body: '<html>502 Bad Gateway</html>', raw: true, status: 502 };
      const unionid = q.get('code') === 'no-union' ? undefined : 'union-1';
      return {
        body: {
          access_token: `at-${q.get('code')}`,
          expires_in: 7200,
          refresh_token: 'rt',
          openid: 'open-1',
          scope: 'snsapi_login',
          unionid,
        },
      };
    }
    if (url.pathname === '/sns/userinfo') {
      if (q.get('access_token') === 'at-bad-token')
        return { body: { errcode: 40001, errmsg: 'invalid credential' } };
      if (q.get('openid') !== 'open-1') return { body: { errcode: 40003, errmsg: 'invalid openid' } };
      const union = q.get('access_token') === 'at-no-union' ? {} : { unionid: 'union-1' };
      return {
        body: {
          openid: 'open-1',
          nickname: '张三',
          sex: 1,
          headimgurl: 'https://thirdwx.qlogo.cn/a/132',
          privilege: [],
          ...union,
        },
      };
    }
    return { status: 404, body: { errcode: -1, errmsg: 'not found' } };
  });
});
afterAll(() => fake.close());

const provider = (overrides = {}) =>
  wechatProvider({
    appId: 'wxapp',
    appSecret: 'wxsecret',
    openBaseUrl: 'https://open.example',
    apiBaseUrl: fake.baseUrl,
    ...overrides,
  });

describe('WeChat website login (against a fake WeChat API)', () => {
  it('sends the browser to the QR-code authorisation page', () => {
    const url = new URL(provider().authorizeUrl('st-1', 'https://site.example/auth/weixinweb/callback'));
    expect(`${url.origin}${url.pathname}`).toBe('https://open.example/connect/qrconnect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: 'wxapp',
      redirect_uri: 'https://site.example/auth/weixinweb/callback',
      response_type: 'code',
      scope: 'snsapi_login',
      state: 'st-1',
    });
    expect(url.hash).toBe('#wechat_redirect');
  });

  it('exchanges the code for the identity, keyed by unionid', async () => {
    expect(await provider().exchange('good', 'unused')).toEqual({
      provider: 'weixinweb',
      subject: 'union-1',
      nickname: '张三',
      avatar: 'https://thirdwx.qlogo.cn/a/132',
    });
    const tokenCall = fake.requests.find(
      (u) => u.pathname === '/sns/oauth2/access_token' && u.searchParams.get('code') === 'good',
    )!;
    expect(tokenCall.searchParams.get('secret')).toBe('wxsecret');
  });

  it('falls back to the openid without a unionid', async () => {
    expect((await provider().exchange('no-union', 'unused')).subject).toBe('open-1');
  });

  it('throws WeChat’s errcode and errmsg', async () => {
    await expect(provider().exchange('used-code', 'unused')).rejects.toThrow(
      '微信登录失败：code been used（errcode 40163）',
    );
    await expect(provider({ appSecret: 'wrong' }).exchange('good', 'unused')).rejects.toThrow(
      'invalid appsecret',
    );
    await expect(provider().exchange('bad-token', 'unused')).rejects.toThrow(
      'invalid credential（errcode 40001）',
    );
  });

  it('throws on answers that are not JSON and on unreachable servers', async () => {
    await expect(provider().exchange('html', 'unused')).rejects.toThrow(
      '微信登录失败：服务应答无法解析（HTTP 502）',
    );
    await expect(provider({ apiBaseUrl: 'http://127.0.0.1:1' }).exchange('good', 'unused')).rejects.toThrow(
      '微信登录失败：无法连接服务',
    );
  });
});
