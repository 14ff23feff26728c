// api pass: PostgreSQL only — opens no database, so one pass is enough (PostgreSQL's, which counts it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider } from './fake-provider-server.ts';
import { qqProvider } from './qq-provider.ts';

const CALLBACK = 'https://site.example/auth/qq/callback';

/** A fake graph.qq.com: OAuth errors as {error, error_description}, user info errors as {ret, msg}. */
let fake: Awaited<ReturnType<typeof startFakeProvider>>;
beforeAll(async () => {
  fake = await startFakeProvider((url) => {
    const q = url.searchParams;
    if (url.pathname === '/oauth2.0/token') {
      if (q.get('fmt') !== 'json') return { body: 'callback( {"error":100000} );', raw: true };
      if (q.get('client_id') !== 'qqapp' || q.get('client_secret') !== 'qqkey')
        return { body: { error: 100016, error_description: 'access token check failed' } };
      if (q.get('redirect_uri') !== CALLBACK)
        return { body: { error: 100010, error_description: 'redirect uri is illegal' } };
      if (q.get('code') === 'expired')
        return { body: { error: 100019, error_description: 'code to access token error' } };
      return { body: { access_token: `at-${q.get('code')}`, expires_in: '7776000', refresh_token: 'rt' } };
    }
    if (url.pathname === '/oauth2.0/me') {
      if (q.get('fmt') !== 'json' || q.get('unionid') !== '1')
        return { body: 'callback( {"client_id":"qqapp","openid":"x"} );', raw: true };
      if (q.get('access_token') === 'at-bad-me')
        return { body: { error: 100007, error_description: 'param access token is wrong or lost' } };
      const union = q.get('access_token') === 'at-no-union' ? {} : { unionid: 'UNION-QQ' };
      return { body: { client_id: 'qqapp', openid: 'OPEN-QQ', ...union } };
    }
    if (url.pathname === '/user/get_user_info') {
      if (q.get('oauth_consumer_key') !== 'qqapp' || q.get('openid') !== 'OPEN-QQ')
        return { body: { ret: -1, msg: "client request's app is blocked" } };
      if (q.get('access_token') === 'at-bad-info') return { body: { ret: 1002, msg: '请先登录' } };
      return {
        body: {
          ret: 0,
          msg: '',
          nickname: '李四',
          figureurl_qq_1: 'http://thirdqq.qlogo.cn/g/40',
          figureurl_qq_2: 'http://thirdqq.qlogo.cn/g/100',
        },
      };
    }
    return { status: 404, body: { error: 404 } };
  });
});
afterAll(() => fake.close());

const provider = (overrides = {}) =>
  qqProvider({ appId: 'qqapp', appKey: 'qqkey', baseUrl: fake.baseUrl, ...overrides });

describe('QQ Connect (against a fake graph.qq.com)', () => {
  it('sends the browser to the QQ authorisation page', () => {
    const url = new URL(provider({ baseUrl: 'https://graph.example' }).authorizeUrl('st-2', CALLBACK));
    expect(`${url.origin}${url.pathname}`).toBe('https://graph.example/oauth2.0/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'qqapp',
      redirect_uri: CALLBACK,
      state: 'st-2',
      scope: 'get_user_info',
    });
  });

  it('exchanges the code for the identity, keyed by unionid, with an https avatar', async () => {
    expect(await provider().exchange('good', CALLBACK)).toEqual({
      provider: 'qq',
      subject: 'UNION-QQ',
      nickname: '李四',
      avatar: 'https://thirdqq.qlogo.cn/g/100',
    });
  });

  it('falls back to the openid without a unionid', async () => {
    expect((await provider().exchange('no-union', CALLBACK)).subject).toBe('OPEN-QQ');
  });

  it('throws QQ’s error and error_description, and user-info ret/msg', async () => {
    await expect(provider().exchange('expired', CALLBACK)).rejects.toThrow(
      'QQ 登录失败：code to access token error（error 100019）',
    );
    await expect(provider({ appKey: 'wrong' }).exchange('good', CALLBACK)).rejects.toThrow(
      'access token check failed',
    );
    await expect(provider().exchange('good', 'https://evil.example/cb')).rejects.toThrow(
      'redirect uri is illegal',
    );
    await expect(provider().exchange('bad-me', CALLBACK)).rejects.toThrow(
      'param access token is wrong or lost（error 100007）',
    );
    await expect(provider().exchange('bad-info', CALLBACK)).rejects.toThrow(
      'QQ 登录失败：请先登录（ret 1002）',
    );
  });

  it('throws when the server cannot be reached', async () => {
    await expect(provider({ baseUrl: 'http://127.0.0.1:1' }).exchange('good', CALLBACK)).rejects.toThrow(
      'QQ 登录失败：无法连接服务',
    );
  });
});
