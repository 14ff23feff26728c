import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../../db/schema.ts';
import { createSession } from './sessions.ts';
import { createMember, lastCode, logIn, uniqueIp, uniquePhone } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function signedIn(seed: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(t, seed);
  return { member, token: await logIn(t, member.phone!) };
}
const rowOf = async (id: number) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('POST /api/user/set-password', () => {
  it('changes the password and revokes the other sessions, keeping this one', async () => {
    const { member, token } = await signedIn();
    const other = await logIn(t, member.phone!);
    const res = await t.call('POST', '/api/user/set-password', {
      body: { old_password: 'secret123', password: 'changed-99' },
      token,
    });
    expect(res).toMatchObject({ code: 200, msg: '密码修改成功' });
    expect(await t.call('GET', '/api/user', { token: other })).toMatchObject({ code: 4001 });
    expect(await t.call('GET', '/api/user', { token })).toMatchObject({ code: 200, data: { is_pass: true } });
    expect(
      (
        await t.call('POST', '/api/user/login', {
          body: { phone: member.phone, password: 'changed-99', type: 'pass' },
        })
      ).code,
    ).toBe(200);
  });

  it('refuses a wrong current password and locks after 5 wrong tries', async () => {
    const { member, token } = await signedIn();
    const before = (await rowOf(member.id)).passwordHash;
    for (let i = 0; i < 4; i += 1)
      expect(
        await t.call('POST', '/api/user/set-password', {
          body: { old_password: 'nope-nope', password: 'changed-99' },
          token,
        }),
      ).toMatchObject({ code: 4009, msg: '当前密码错误' });
    expect(
      await t.call('POST', '/api/user/set-password', {
        body: { old_password: 'nope-nope', password: 'changed-99' },
        token,
      }),
    ).toMatchObject({ code: 4029, msg: '密码错误次数过多，请 15 分钟后再试' });
    expect(
      await t.call('POST', '/api/user/set-password', {
        body: { old_password: 'secret123', password: 'changed-99' },
        token,
      }),
    ).toMatchObject({ code: 4029 });
    expect((await rowOf(member.id)).passwordHash).toBe(before);
  });

  it('lets a member without a password set one without the current password', async () => {
    const member = await createMember(t, { password: null });
    const session = await createSession(t.ctx.db, member.id);
    expect(await t.call('GET', '/api/user', { token: session })).toMatchObject({ data: { is_pass: false } });
    expect(
      await t.call('POST', '/api/user/set-password', { body: { password: 'first-pass1' }, token: session }),
    ).toMatchObject({ code: 200 });
    expect(await t.call('GET', '/api/user', { token: session })).toMatchObject({ data: { is_pass: true } });
  });

  it.each([
    ['missing current password', { old_password: undefined }, '请填写密码'],
    ['empty current password', { old_password: '' }, '请填写密码'],
    ['missing new password', { password: undefined }, '请填写新密码'],
    ['short new password', { password: 'abc' }, '密码长度为 6-32 位'],
    ['10,000-character new password', { password: 'p'.repeat(10_000) }, '密码长度为 6-32 位'],
    ['numeric new password', { password: 12345678 }, '请填写新密码'],
  ])('refuses %s', async (_label, change, msg) => {
    const { member, token } = await signedIn();
    const before = (await rowOf(member.id)).passwordHash;
    const res = await t.call('POST', '/api/user/set-password', {
      body: { old_password: 'secret123', password: 'changed-99', ...change },
      token,
    });
    expect(res).toMatchObject({ status: 200, code: 4022, msg });
    expect((await rowOf(member.id)).passwordHash).toBe(before);
  });

  it('needs a session', async () => {
    expect(
      await t.call('POST', '/api/user/set-password', {
        body: { old_password: 'secret123', password: 'changed-99' },
      }),
    ).toMatchObject({ code: 4001 });
  });
});

describe('POST /api/user/security', () => {
  it('stores the three answers hashed, once; they cannot be changed', async () => {
    const { member, token } = await signedIn();
    expect(
      await t.call('POST', '/api/user/security', {
        body: { data: { 1: ' 爸爸 妈妈 ', 2: '老师', 3: '配偶' } },
        token,
      }),
    ).toMatchObject({ code: 200, msg: '安全问题设置成功' });
    const stored = (await rowOf(member.id)).securityAnswers!;
    expect(JSON.stringify(stored)).not.toContain('老师');
    expect(stored[1]).toMatch(/^\$argon2id\$/);
    expect(await t.call('GET', '/api/user', { token })).toMatchObject({ data: { is_problem: true } });
    expect(
      await t.call('POST', '/api/user/security', { body: { data: { 1: 'x', 2: 'y', 3: 'z' } }, token }),
    ).toMatchObject({ code: 4009, msg: '安全问题设置后不可修改' });
    expect((await rowOf(member.id)).securityAnswers).toEqual(stored);
  });

  it.each([
    ['no data', {}, '请填写安全问题'],
    ['data not an object', { data: 'abc' }, '请填写安全问题'],
    ['a missing answer', { data: { 1: 'a', 2: 'b' } }, '请填写安全问题'],
    ['a blank answer', { data: { 1: 'a', 2: ' ', 3: 'c' } }, '请填写安全问题'],
    [
      'a 10,000-character answer',
      { data: { 1: 'a', 2: 'b'.repeat(10_000), 3: 'c' } },
      '安全问题答案不能超过 50 个字符',
    ],
  ])('refuses %s', async (_label, body, msg) => {
    const { member, token } = await signedIn();
    expect(await t.call('POST', '/api/user/security', { body, token })).toMatchObject({
      status: 200,
      code: 4022,
      msg,
    });
    expect((await rowOf(member.id)).securityAnswers).toBeNull();
  });
});

describe('POST /api/user/set-phone', () => {
  async function codeFor(phone: string, token: string) {
    expect(
      (
        await t.call('POST', '/api/verification-codes', {
          body: { phone, scene: 'set-phone' },
          token,
          headers: uniqueIp(),
        })
      ).code,
    ).toBe(200);
    return lastCode(t, phone);
  }

  it('binds a new phone with the password and a set-phone code', async () => {
    const { member, token } = await signedIn();
    const phone = uniquePhone();
    const code = await codeFor(phone, token);
    expect(
      await t.call('POST', '/api/user/set-phone', { body: { password: 'secret123', phone, code }, token }),
    ).toMatchObject({ code: 200, msg: '手机号绑定成功' });
    expect((await rowOf(member.id)).phone).toBe(phone);
    expect(
      (await t.call('POST', '/api/user/login', { body: { phone, password: 'secret123', type: 'pass' } }))
        .code,
    ).toBe(200);
  });

  it('refuses a wrong password, a wrong code, a login-scene code and a taken phone', async () => {
    const { member, token } = await signedIn();
    const phone = uniquePhone();
    const code = await codeFor(phone, token);
    expect(
      await t.call('POST', '/api/user/set-phone', { body: { password: 'wrong-one', phone, code }, token }),
    ).toMatchObject({ code: 4009, msg: '登录密码错误' });
    expect(
      await t.call('POST', '/api/user/set-phone', {
        body: { password: 'secret123', phone, code: code === '000000' ? '111111' : '000000' },
        token,
      }),
    ).toMatchObject({ code: 4009, msg: '验证码错误' });
    const other = await createMember(t);
    expect(
      await t.call('POST', '/api/user/set-phone', {
        body: { password: 'secret123', phone: other.phone, code },
        token,
      }),
    ).toMatchObject({ code: 4009, msg: '该手机号已注册' });
    // A code of scene login for the member's own phone does not bind anything.
    await t.call('POST', '/api/verification-codes', {
      body: { phone: member.phone, scene: 'login' },
      headers: uniqueIp(),
    });
    const loginCode = await lastCode(t, member.phone!);
    const fresh = uniquePhone();
    expect(
      await t.call('POST', '/api/user/set-phone', {
        body: { password: 'secret123', phone: fresh, code: loginCode },
        token,
      }),
    ).toMatchObject({ code: 4009, msg: '验证码已失效，请重新获取' });
    expect((await rowOf(member.id)).phone).toBe(member.phone);
  });

  it.each([
    ['missing password', { password: undefined }, '请填写密码'],
    ['missing phone', { phone: undefined }, '请填写手机号'],
    ['bad phone', { phone: '1234567' }, '请输入正确的电话号码'],
    ['10,000-character phone', { phone: '1'.repeat(10_000) }, '请输入正确的电话号码'],
    ['missing code', { code: undefined }, '请填写验证码'],
  ])('refuses %s', async (_label, change, msg) => {
    const { token } = await signedIn();
    expect(
      await t.call('POST', '/api/user/set-phone', {
        body: { password: 'secret123', phone: uniquePhone(), code: '123456', ...change },
        token,
      }),
    ).toMatchObject({ status: 200, code: 4022, msg });
  });
});
