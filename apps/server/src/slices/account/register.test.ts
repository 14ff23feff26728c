import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { siteSettings, users } from '../../db/schema.ts';
import { createMember, lastCode, uniqueEmail, uniqueIp, uniquePhone } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function codeFor(target: string): Promise<string> {
  const res = await t.call('POST', '/api/verification-codes', {
    body: { phone: target, scene: 'register' },
    headers: uniqueIp(),
  });
  expect(res.code).toBe(200);
  return lastCode(t, target);
}
const register = (body: Record<string, unknown>, headers = uniqueIp()) =>
  t.call('POST', '/api/user/register', { body, headers });
const valid = (phone: string, code: string) => ({
  name: '新会员',
  phone,
  code,
  password: 'secret123',
  password_confirmation: 'secret123',
});

describe('GET /api/register', () => {
  it('answers the agreement HTML operators saved, or an empty string', async () => {
    expect(await t.call('GET', '/api/register')).toMatchObject({ code: 200, data: '' });
    await t.ctx.db
      .insert(siteSettings)
      .values({ key: 'register_agreement', value: '<h2>注册协议</h2><p>条款</p>' });
    expect(await t.call('GET', '/api/register')).toMatchObject({
      code: 200,
      data: '<h2>注册协议</h2><p>条款</p>',
    });
  });
});

describe('POST /api/user/register', () => {
  it('registers by phone; the member can then sign in', async () => {
    const phone = uniquePhone();
    const res = await register(valid(phone, await codeFor(phone)));
    expect(res).toMatchObject({ status: 200, code: 200, msg: '注册成功，请登录', data: null });
    const login = await t.call('POST', '/api/user/login', {
      body: { phone, password: 'secret123', type: 'pass' },
    });
    expect(login).toMatchObject({
      code: 200,
      data: { user: { name: '新会员', phone, email: null, is_pass: true } },
    });
  });

  it('registers by e-mail (stored in lower case, marked verified)', async () => {
    const email = uniqueEmail();
    const res = await register(valid(email.toUpperCase(), await codeFor(email)));
    expect(res.code).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ phone: null, email });
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a taken phone or e-mail and changes nothing', async () => {
    const member = await createMember(t, { email: uniqueEmail() });
    expect(await register(valid(member.phone!, '123456'))).toMatchObject({
      code: 4009,
      msg: '该手机号已注册',
    });
    expect(await register(valid(member.email!, '123456'))).toMatchObject({
      code: 4009,
      msg: '该邮箱已被使用',
    });
    expect(await t.ctx.db.select().from(users).where(eq(users.phone, member.phone!))).toHaveLength(1);
  });

  it('refuses a wrong code, a code for another phone, and a used code', async () => {
    const phone = uniquePhone();
    const code = await codeFor(phone);
    const other = uniquePhone();
    expect(await register(valid(other, code))).toMatchObject({ code: 4009, msg: '验证码已失效，请重新获取' });
    expect(await register(valid(phone, code === '999999' ? '888888' : '999999'))).toMatchObject({
      code: 4009,
      msg: '验证码错误',
    });
    expect((await register(valid(phone, code))).code).toBe(200);
    expect(await t.ctx.db.select().from(users).where(eq(users.phone, other))).toHaveLength(0);
  });

  it.each([
    ['missing name', { name: undefined }, '请填写用户名'],
    ['blank name', { name: '   ' }, '请填写用户名'],
    ['name over 8 characters', { name: '一二三四五六七八九' }, '用户名长度为 1 到 8 个字符'],
    ['10,000-character name', { name: 'n'.repeat(10_000) }, '用户名长度为 1 到 8 个字符'],
    ['missing phone', { phone: undefined }, '请填写手机号/邮箱'],
    ['bad phone', { phone: '1234' }, '请填写正确手机号'],
    ['10,000-character phone', { phone: '1'.repeat(10_000) }, '请填写正确手机号'],
    ['missing code', { code: undefined }, '请填写验证码'],
    ['numeric code', { code: 123456 }, '请填写验证码'],
    ['missing password', { password: undefined }, '请填写新密码'],
    ['short password', { password: '12345', password_confirmation: '12345' }, '密码长度为 6-32 位'],
    [
      'long password',
      { password: 'p'.repeat(33), password_confirmation: 'p'.repeat(33) },
      '密码长度为 6-32 位',
    ],
    ['10,000-character password', { password: 'p'.repeat(10_000) }, '密码长度为 6-32 位'],
    ['missing confirmation', { password_confirmation: undefined }, '请填写确认新密码'],
    ['different confirmation', { password_confirmation: 'secret124' }, '两次输入密码不一致!'],
  ])('refuses %s', async (_label, change, msg) => {
    const phone = uniquePhone();
    const res = await register({ ...valid(phone, '123456'), ...change });
    expect(res).toMatchObject({ status: 200, code: 4022, msg, data: null });
    expect(await t.ctx.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
  });

  it('limits registrations per IP', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i += 1)
      expect((await register(valid(uniquePhone(), '123456'), ip)).msg).toBe('验证码已失效，请重新获取');
    expect(await register(valid(uniquePhone(), '123456'), ip)).toMatchObject({
      code: 4029,
      msg: '注册太频繁，请稍后再试',
    });
  });
});
