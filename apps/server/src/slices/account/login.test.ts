import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { sessions, users } from '../../db/schema.ts';
import { cookiesOf, createMember, lastCode, logIn, uniqueEmail, uniqueIp, uniquePhone } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const login = (body: unknown, headers = uniqueIp()) => t.call('POST', '/api/user/login', { body, headers });

describe('POST /api/user/login with a password', () => {
  it('signs in a member by phone and answers token + user without secrets', async () => {
    const member = await createMember(t, { name: '小明' });
    const res = await login({ phone: member.phone, password: 'secret123', type: 'pass' });
    expect(res).toMatchObject({ status: 200, code: 200, msg: '登录成功' });
    expect(res.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.data.user).toMatchObject({
      id: member.id,
      name: '小明',
      phone: member.phone,
      email: null,
      is_pass: true,
      is_problem: false,
      is_wechat: false,
      is_qq: false,
      vip: null,
      wait_read: 0,
      integral: 0,
      sex: '0',
    });
    expect(JSON.stringify(res.data)).not.toMatch(/argon2|password_hash|passwordHash/);
    const me = await t.call('GET', '/api/user', { token: res.data.token });
    expect(me).toMatchObject({ code: 200, data: { id: member.id } });
  });

  it('signs in by e-mail, case-insensitively', async () => {
    const email = uniqueEmail();
    const member = await createMember(t, { email });
    const res = await login({ phone: email.toUpperCase(), password: 'secret123', type: 'pass' });
    expect(res).toMatchObject({ code: 200, data: { user: { id: member.id, email } } });
  });

  it('stores only a hash of the token', async () => {
    const member = await createMember(t);
    const token = await logIn(t, member.phone!);
    const rows = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(token);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });

  it('sets the HttpOnly auth_session cookie scoped to /auth, and logout clears it', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { phone: member.phone, password: 'secret123', type: 'pass' },
    });
    const cookie = cookiesOf(res.headers['set-cookie'])['auth_session']!;
    // Each cookie exactly once: auth_session for the social round trip, site_session for server renders.
    const names = [res.headers['set-cookie']].flat().map((line) => String(line).split('=')[0]);
    expect(names.sort()).toEqual(['auth_session', 'site_session']);
    expect(cookie.value).toBe(res.json().data.token);
    expect(cookie.attributes).toMatch(/Path=\/auth/);
    expect(cookie.attributes).toMatch(/HttpOnly/);
    expect(cookie.attributes).toMatch(/SameSite=Lax/);
    expect(cookie.attributes).toMatch(/Max-Age=2592000/);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      payload: { params: {} },
      headers: { authorization: `Bearer ${cookie.value}` },
    });
    expect(cookiesOf(out.headers['set-cookie'])['auth_session']).toMatchObject({
      value: '',
      attributes: expect.stringMatching(/Max-Age=0/),
    });
  });

  it('answers the same message for an unknown account and a wrong password', async () => {
    const member = await createMember(t);
    const wrong = await login({ phone: member.phone, password: 'not-it', type: 'pass' });
    const unknown = await login({ phone: uniquePhone(), password: 'whatever', type: 'pass' });
    const unknownEmail = await login({ phone: uniqueEmail(), password: 'whatever', type: 'pass' });
    for (const res of [wrong, unknown, unknownEmail])
      expect(res).toMatchObject({ status: 200, code: 4009, msg: '账号或密码错误', data: null });
  });

  it('locks the account for 15 minutes after 5 wrong passwords, even for the right one', async () => {
    const member = await createMember(t);
    for (let i = 1; i <= 4; i += 1)
      expect((await login({ phone: member.phone, password: `bad${i}`, type: 'pass' })).msg).toBe(
        '账号或密码错误',
      );
    const fifth = await login({ phone: member.phone, password: 'bad5', type: 'pass' });
    expect(fifth).toMatchObject({ code: 4029, msg: '密码错误次数过多，账号已锁定，请 15 分钟后再试' });
    const right = await login({ phone: member.phone, password: 'secret123', type: 'pass' });
    expect(right).toMatchObject({ code: 4029, msg: '密码错误次数过多，账号已锁定，请 15 分钟后再试' });
    // When the lock expires the right password works again.
    await t.ctx.services.counters.reset(`login:lock:${member.id}`);
    expect((await login({ phone: member.phone, password: 'secret123', type: 'pass' })).code).toBe(200);
  });

  it('caps failed logins per IP address', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 30; i += 1)
      expect((await login({ phone: uniquePhone(), password: 'x', type: 'pass' }, ip)).msg).toBe(
        '账号或密码错误',
      );
    const member = await createMember(t);
    const res = await login({ phone: member.phone, password: 'secret123', type: 'pass' }, ip);
    expect(res).toMatchObject({ code: 4029, msg: '登录失败次数过多，请稍后再试' });
    expect((await login({ phone: member.phone, password: 'secret123', type: 'pass' })).code).toBe(200);
  });

  it('tells a member without a password to use a code', async () => {
    const member = await createMember(t, { password: null });
    expect(await login({ phone: member.phone, password: 'anything', type: 'pass' })).toMatchObject({
      code: 4009,
      msg: '该账号尚未设置密码，请使用验证码登录',
    });
  });

  it.each([
    ['missing phone', { password: 'secret123', type: 'pass' }, '请输入手机号'],
    ['empty phone', { phone: '', password: 'secret123', type: 'pass' }, '请输入手机号'],
    ['numeric phone', { phone: 13800000000, password: 'secret123', type: 'pass' }, '请输入手机号'],
    ['missing password', { phone: '13800000000', type: 'pass' }, '请输入密码'],
    ['empty password', { phone: '13800000000', password: '', type: 'pass' }, '请输入密码'],
    ['numeric password', { phone: '13800000000', password: 123456, type: 'pass' }, '请输入密码'],
    ['missing type', { phone: '13800000000', password: 'x' }, '登录方式错误'],
    ['unknown type', { phone: '13800000000', password: 'x', type: 'magic' }, '登录方式错误'],
    [
      '10,000-character phone',
      { phone: 'x'.repeat(10_000), password: 'x', type: 'pass' },
      '账号长度不能超过 100 个字符',
    ],
    [
      '10,000-character password',
      { phone: '13800000000', password: 'x'.repeat(10_000), type: 'pass' },
      '密码长度不能超过 64 位',
    ],
    ['code login without code', { phone: '13800000000', type: 'code' }, '请填写验证码'],
    [
      'code login with an e-mail',
      { phone: 'abc@example.com', code: '123456', type: 'code' },
      '请填写正确手机号',
    ],
    ['10,000-character code', { phone: '13800000000', code: '1'.repeat(10_000), type: 'code' }, '验证码错误'],
  ])('refuses %s with a Chinese message and HTTP 200', async (_label, body, msg) => {
    const res = await login(body);
    expect(res).toMatchObject({ status: 200, code: 4022, msg, data: null });
  });

  it('refuses a body that is not an object, or not JSON, without HTTP 500', async () => {
    expect(await login('just a string')).toMatchObject({ code: 4022 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: '{"phone":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 4022, msg: '请求格式错误' });
  });
});

describe('POST /api/user/login with an SMS code', () => {
  it('signs in with the code sent for scene login, once', async () => {
    const member = await createMember(t);
    const ip = uniqueIp();
    expect(
      await t.call('POST', '/api/verification-codes', {
        body: { phone: member.phone, scene: 'login' },
        headers: ip,
      }),
    ).toMatchObject({ code: 200, msg: '验证码已发送' });
    const code = await lastCode(t, member.phone!);
    const res = await login({ phone: member.phone, code, type: 'code' });
    expect(res).toMatchObject({ code: 200, data: { user: { id: member.id } } });
    expect(await login({ phone: member.phone, code, type: 'code' })).toMatchObject({
      code: 4009,
      msg: '验证码已失效，请重新获取',
    });
  });

  it('refuses a code sent for another scene', async () => {
    const phone = uniquePhone();
    await t.call('POST', '/api/verification-codes', {
      body: { phone, scene: 'register' },
      headers: uniqueIp(),
    });
    const code = await lastCode(t, phone);
    await createMember(t, { phone });
    expect(await login({ phone, code, type: 'code' })).toMatchObject({
      code: 4009,
      msg: '验证码已失效，请重新获取',
    });
  });
});

describe('sessions', () => {
  it('GET /api/user without, with a malformed or an unknown token → 4001', async () => {
    expect(await t.call('GET', '/api/user')).toMatchObject({
      status: 200,
      code: 4001,
      msg: '登录已失效，请重新登录',
      data: null,
    });
    expect(await t.call('GET', '/api/user', { headers: { authorization: 'Bearer' } })).toMatchObject({
      code: 4001,
    });
    expect(await t.call('GET', '/api/user', { token: 'x'.repeat(10_000) })).toMatchObject({ code: 4001 });
    expect(await t.call('GET', '/api/user', { token: 'not-a-real-token' })).toMatchObject({ code: 4001 });
  });

  it('logout revokes the token on the server; other sessions stay', async () => {
    const member = await createMember(t);
    const first = await logIn(t, member.phone!);
    const second = await logIn(t, member.phone!);
    expect(await t.call('POST', '/api/user/logout', { body: { params: {} }, token: first })).toMatchObject({
      code: 200,
      msg: '退出登录成功！',
    });
    expect(await t.call('GET', '/api/user', { token: first })).toMatchObject({ code: 4001 });
    expect(await t.call('POST', '/api/user/logout', { body: { params: {} }, token: first })).toMatchObject({
      code: 4001,
    });
    expect(await t.call('GET', '/api/user', { token: second })).toMatchObject({ code: 200 });
  });

  it('logout accepts an empty body', async () => {
    const member = await createMember(t);
    const token = await logIn(t, member.phone!);
    expect(await t.call('POST', '/api/user/logout', { token })).toMatchObject({ code: 200 });
  });

  it('an expired session answers 4001', async () => {
    const member = await createMember(t);
    const token = await logIn(t, member.phone!);
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, member.id));
    expect(await t.call('GET', '/api/user', { token })).toMatchObject({ code: 4001 });
  });

  it('use slides the 30-day expiry forward', async () => {
    const member = await createMember(t);
    const token = await logIn(t, member.phone!);
    const soon = new Date(Date.now() + 60_000);
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: soon, lastUsedAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(sessions.userId, member.id));
    expect((await t.call('GET', '/api/user', { token })).code).toBe(200);
    const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });

  it('a session whose member was deleted answers 4001', async () => {
    const member = await createMember(t);
    const token = await logIn(t, member.phone!);
    await t.ctx.db.delete(users).where(eq(users.id, member.id));
    expect(await t.call('GET', '/api/user', { token })).toMatchObject({ code: 4001 });
  });
});
