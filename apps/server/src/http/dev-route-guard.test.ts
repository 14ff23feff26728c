import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { balanceOf, memberWithSession } from '../slices/wallet/testing.ts';
import { loadConfig } from '../config.ts';
import { startBanner } from '../start-banner.ts';

/**
 * docs/spec-decisions.md "…state-changing GETs, a safe default start": outside production the dev routes (no
 * sign-in: every login code, any recharge marked paid) answer only this machine — judged on the socket's
 * peer, with X-Forwarded-For able only to narrow — or a client that sends the token printed at start as
 * X-Dev-Token.
 */
const TOKEN = 'dev-token-for-the-guard-test';
const refused = {
  code: 4003,
  msg: '开发工具（演示模式）只对本机开放：请在运行平台的机器上通过 127.0.0.1 访问，或在请求头 X-Dev-Token 中带上启动日志里的令牌',
  data: null,
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ DEV_ROUTES_TOKEN: TOKEN });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const send = (method: Method, url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, remoteAddress, headers, ...(method === 'POST' ? { payload: {} } : {}) });
const answer = async (method: Method, url: string, remote: string, headers: Record<string, string> = {}) =>
  (await send(method, url, remote, headers)).json();

async function placedRecharge() {
  const member = await memberWithSession(t);
  const res = await t.call('POST', '/api/integral/recharge', {
    body: { num: 5, pay_method: 1 },
    token: member.token,
  });
  expect(res.code, res.msg).toBe(200);
  return { member, orderNo: res.data.orderNo as string };
}

describe('dev routes in development', () => {
  it('refuse a client from the network and pay nothing; the same call from loopback pays', async () => {
    const { member, orderNo } = await placedRecharge();
    const pay = `/api/dev/cashier/${orderNo}/pay`;
    expect(await answer('POST', pay, '203.0.113.7')).toEqual(refused);
    expect(await answer('POST', pay, '192.168.1.20')).toEqual(refused);
    expect(await balanceOf(t, member.id)).toBe('0.00');
    expect((await answer('POST', pay, '127.0.0.1')).code).toBe(200);
    expect(await balanceOf(t, member.id)).toBe('5.00');
  });

  it('refuse the outbox, the cashier page and dev OAuth to the network; loopback (v4 and v6) reads them', async () => {
    await t.ctx.services.sms.sendCode('13800000077', '765432', 'login');
    for (const url of ['/api/dev/outbox?to=13800000077', '/dev/cashier/NONE', '/dev/oauth/authorize']) {
      expect(await answer('GET', url, '203.0.113.7'), url).toEqual(refused);
    }
    for (const remote of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const outbox = await answer('GET', '/api/dev/outbox?to=13800000077', remote);
      expect(outbox.data[0].code, remote).toBe('765432');
    }
    // The page itself (HTML), not the refusal, for this machine.
    expect((await send('GET', '/dev/cashier/NONE', '127.0.0.1')).headers['content-type']).toMatch(
      /text\/html/,
    );
  });

  it('let X-Forwarded-For only narrow: a local proxy forwarding a visitor is refused, a forged 127.0.0.1 gains nothing', async () => {
    const url = '/api/dev/outbox';
    expect(await answer('GET', url, '127.0.0.1', { 'x-forwarded-for': '198.51.100.4' })).toEqual(refused);
    expect(await answer('GET', url, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 198.51.100.4' })).toEqual(
      refused,
    );
    expect(await answer('GET', url, '203.0.113.7', { 'x-forwarded-for': '127.0.0.1' })).toEqual(refused);
    expect((await answer('GET', url, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).code).toBe(200);
  });

  it('answer another machine that sends the start token, and only the exact token', async () => {
    const url = '/api/dev/outbox';
    expect((await answer('GET', url, '203.0.113.7', { 'x-dev-token': TOKEN })).code).toBe(200);
    expect(await answer('GET', url, '203.0.113.7', { 'x-dev-token': `${TOKEN}x` })).toEqual(refused);
    expect(await answer('GET', url, '203.0.113.7', { 'x-dev-token': '' })).toEqual(refused);
  });

  it('judge the matched route, not the spelling of the address; other routes are not touched', async () => {
    // An encoded letter reaches the same route (the router decodes it): it is refused all the same.
    expect((await answer('GET', '/api/%64ev/outbox', '127.0.0.1')).code).toBe(200);
    for (const url of ['/api/%64ev/outbox', '/api/dev//outbox', '/api/dev/outbox/', '/API/dev/outbox'])
      expect((await answer('GET', url, '203.0.113.7')).code, url).not.toBe(200);
    expect((await send('GET', '/healthz', '203.0.113.7')).json()).toEqual({ status: 'ok' });
  });
});

describe('the start banner', () => {
  it('says demo mode, where it listens, who may use the dev routes and how to run production', () => {
    const secret = { DATA_DIR: 'memory://', APP_SECRET: 'x'.repeat(32) };
    const config = loadConfig({ ...secret, DEV_ROUTES_TOKEN: TOKEN });
    const banner = startBanner(config, ['0.0.0.0:3000']);
    expect(banner).toContain('演示模式');
    expect(banner).toContain('监听：0.0.0.0:3000（所有网卡');
    expect(banner).toContain(`X-Dev-Token: ${TOKEN}`);
    expect(banner).toContain('NODE_ENV=production');
    expect(banner).toContain('docs/operations.md');
    const random = loadConfig(secret);
    expect(random.devRoutesToken).toMatch(/^[\w-]{24}$/);
    expect(startBanner(random, ['127.0.0.1:3000'])).toContain('每次启动随机生成');
    const production = loadConfig({
      ...secret,
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://localhost/db',
      PUBLIC_URL: 'https://example.com',
    });
    expect(production.devRoutesToken).toBeNull();
    expect(startBanner(production, ['0.0.0.0:3000'])).not.toContain('演示模式');
  });
});
