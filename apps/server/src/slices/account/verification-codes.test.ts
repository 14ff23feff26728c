import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { smsCodes } from '../../db/schema.ts';
import {
  createMember,
  lastCode,
  lastOutbox,
  logIn,
  outboxCount,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
} from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const send = (body: unknown, options: { token?: string; headers?: Record<string, string> } = {}) =>
  t.call('POST', '/api/verification-codes', {
    body,
    token: options.token,
    headers: options.headers ?? uniqueIp(),
  });
const codeLogin = (phone: string, code: string) =>
  t.call('POST', '/api/user/login', { body: { phone, code, type: 'code' }, headers: uniqueIp() });

describe('POST /api/verification-codes', () => {
  it('sends a 6-digit code by SMS and stores only its hash', async () => {
    const phone = uniquePhone();
    expect(await send({ phone, scene: 'register' })).toMatchObject({
      status: 200,
      code: 200,
      msg: '验证码已发送',
      data: null,
    });
    const code = await lastCode(t, phone);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.ctx.db.select().from(smsCodes).where(eq(smsCodes.target, phone));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
  });

  it('register: sends the code to an e-mail by mail, and refuses a taken phone or e-mail', async () => {
    const email = uniqueEmail();
    expect(await send({ phone: email.toUpperCase(), scene: 'register' })).toMatchObject({ code: 200 });
    const mail = await lastOutbox(t, email);
    expect(mail).toMatchObject({ channel: 'email', subject: '注册验证码' });
    expect(await lastCode(t, email)).toMatch(/^\d{6}$/);

    const member = await createMember(t, { email: uniqueEmail() });
    expect(await send({ phone: member.phone, scene: 'register' })).toMatchObject({
      code: 4009,
      msg: '该手机号已注册',
    });
    expect(await send({ phone: member.email, scene: 'register' })).toMatchObject({
      code: 4009,
      msg: '该邮箱已被使用',
    });
    expect(await outboxCount(t, member.phone!, 'sms')).toBe(0);
  });

  it('login: the phone must be registered; e-mails are refused', async () => {
    const phone = uniquePhone();
    expect(await send({ phone, scene: 'login' })).toMatchObject({ code: 4009, msg: '该手机号尚未注册' });
    expect(await send({ phone: uniqueEmail(), scene: 'login' })).toMatchObject({
      code: 4022,
      msg: '请填写正确手机号',
    });
    expect(await outboxCount(t, phone, 'sms')).toBe(0);
  });

  it('set-phone: needs a session and a phone nobody uses', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const token = await logIn(t, member.phone!);
    expect(await send({ phone: uniquePhone(), scene: 'set-phone' })).toMatchObject({ code: 4001 });
    expect(
      await send({ phone: uniquePhone(), scene: 'set-phone' }, { token: 'revoked-or-made-up' }),
    ).toMatchObject({ code: 4001 });
    expect(await send({ phone: other.phone, scene: 'set-phone' }, { token })).toMatchObject({
      code: 4009,
      msg: '该手机号已注册',
    });
    expect(await send({ phone: member.phone, scene: 'set-phone' }, { token })).toMatchObject({
      code: 4009,
      msg: '该手机号已是当前绑定的手机号',
    });
    expect(await send({ phone: '2345', scene: 'set-phone' }, { token })).toMatchObject({
      code: 4022,
      msg: '请输入正确的电话号码',
    });
    expect(await send({ phone: uniquePhone(), scene: 'set-phone' }, { token })).toMatchObject({ code: 200 });
  });

  it.each([
    ['missing phone', { scene: 'login' }, '请填写手机号'],
    ['empty phone', { phone: ' ', scene: 'login' }, '请填写手机号'],
    ['numeric phone', { phone: 13800000000, scene: 'login' }, '请填写手机号'],
    ['10,000-character phone', { phone: '1'.repeat(10_000), scene: 'register' }, '请填写正确手机号'],
    ['bad phone', { phone: '12345', scene: 'register' }, '请填写正确手机号'],
    ['missing scene', { phone: '13800000000' }, '验证码场景错误'],
    ['unknown scene', { phone: '13800000000', scene: 'reset' }, '验证码场景错误'],
  ])('refuses %s', async (_label, body, msg) => {
    expect(await send(body)).toMatchObject({ status: 200, code: 4022, msg });
  });

  it('refuses a second code for the same phone within 60 s, whatever the IP', async () => {
    const phone = uniquePhone();
    expect((await send({ phone, scene: 'register' })).code).toBe(200);
    const again = await send({ phone, scene: 'register' });
    expect(again.code).toBe(4029);
    expect(again.msg).toMatch(/^验证码发送太频繁，请 (60|59|58) 秒后再试$/);
    expect(await outboxCount(t, phone, 'sms')).toBe(1);
  });

  it('caps codes per phone at 10 a day', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 10; i += 1) {
      expect((await send({ phone, scene: 'register' })).code).toBe(200);
      await t.ctx.services.counters.reset(`code:gap:${phone}`); // as if 60 s had passed
    }
    expect(await send({ phone, scene: 'register' })).toMatchObject({
      code: 4029,
      msg: '该号码今日获取验证码次数已达上限',
    });
    expect(await outboxCount(t, phone, 'sms')).toBe(10);
  });

  it('caps codes per IP at 30 a day', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 30; i += 1)
      expect((await send({ phone: uniquePhone(), scene: 'register' }, { headers: ip })).code).toBe(200);
    const phone = uniquePhone();
    expect(await send({ phone, scene: 'register' }, { headers: ip })).toMatchObject({
      code: 4029,
      msg: '今日获取验证码次数已达上限',
    });
    expect(await outboxCount(t, phone, 'sms')).toBe(0);
  });

  it('a failed delivery forgets the code and lets the member retry at once', async () => {
    const sms = t.ctx.services.sms;
    t.ctx.services.sms = {
      kind: 'outbox',
      sendCode: async () => Promise.reject(new Error('provider down')),
      sendNotice: async () => undefined,
    };
    const phone = uniquePhone();
    try {
      expect(await send({ phone, scene: 'register' })).toMatchObject({
        code: 4009,
        msg: '验证码发送失败，请稍后再试',
      });
    } finally {
      t.ctx.services.sms = sms;
    }
    expect(await t.ctx.db.select().from(smsCodes).where(eq(smsCodes.target, phone))).toHaveLength(0);
    expect((await send({ phone, scene: 'register' })).code).toBe(200);
  });
});

describe('checking a code', () => {
  it('five wrong tries answer 验证码错误, then the code is dead even when right', async () => {
    const member = await createMember(t);
    await send({ phone: member.phone, scene: 'login' });
    const code = await lastCode(t, member.phone!);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect(await codeLogin(member.phone!, wrong)).toMatchObject({ code: 4009, msg: '验证码错误' });
    expect(await codeLogin(member.phone!, code)).toMatchObject({
      code: 4029,
      msg: '验证码错误次数过多，请重新获取',
    });
    // A new code works again.
    await t.ctx.services.counters.reset(`code:gap:${member.phone}`);
    await send({ phone: member.phone, scene: 'login' });
    expect((await codeLogin(member.phone!, await lastCode(t, member.phone!))).code).toBe(200);
  });

  it('a code expires after 5 minutes', async () => {
    const member = await createMember(t);
    await send({ phone: member.phone, scene: 'login' });
    const code = await lastCode(t, member.phone!);
    await t.ctx.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(smsCodes.target, member.phone!));
    expect(await codeLogin(member.phone!, code)).toMatchObject({
      code: 4009,
      msg: '验证码已失效，请重新获取',
    });
  });

  it('a newer code replaces the older one', async () => {
    const member = await createMember(t);
    await send({ phone: member.phone, scene: 'login' });
    const first = await lastCode(t, member.phone!);
    await t.ctx.services.counters.reset(`code:gap:${member.phone}`);
    await send({ phone: member.phone, scene: 'login' });
    const second = await lastCode(t, member.phone!);
    if (first !== second)
      expect(await codeLogin(member.phone!, first)).toMatchObject({ code: 4009, msg: '验证码错误' });
    expect((await codeLogin(member.phone!, second)).code).toBe(200);
  });

  it('a login without any code sent answers 验证码已失效', async () => {
    const member = await createMember(t);
    expect(await codeLogin(member.phone!, '123456')).toMatchObject({
      code: 4009,
      msg: '验证码已失效，请重新获取',
    });
  });
});
