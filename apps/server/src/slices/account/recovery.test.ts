import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../../db/schema.ts';
import { createMember, lastOutbox, logIn, outboxCount, uniqueEmail, uniqueIp } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://design.example.com' });
});
afterAll(() => t.close());

const SENT = '如果该邮箱已绑定账号，重置密码的链接已发送到该邮箱，请查收';
const forget = (email: unknown, headers = uniqueIp()) =>
  t.call('POST', '/api/user/forget-password', { body: { email }, headers });
const reset = (body: Record<string, unknown>, headers = uniqueIp()) =>
  t.call('POST', '/api/user/reset-password', { body, headers });
const answers = ['  张三 李四 ', '王老师', 'Alice'] as [string, string, string];

describe('POST /api/user/forget-password', () => {
  it('mails the reset link to a member and answers the same for an unknown e-mail', async () => {
    const email = uniqueEmail();
    await createMember(t, { email });
    expect(await forget(email.toUpperCase())).toMatchObject({ code: 200, msg: SENT });
    const mail = await lastOutbox(t, email);
    expect(mail).toMatchObject({
      channel: 'email',
      link: `https://design.example.com/reset-password?email=${encodeURIComponent(email)}`,
    });
    const nobody = uniqueEmail();
    expect(await forget(nobody)).toMatchObject({ code: 200, msg: SENT });
    expect(await outboxCount(t, nobody, 'email')).toBe(0);
  });

  it('answers the same msg even when the mail cannot be delivered', async () => {
    const email = uniqueEmail();
    await createMember(t, { email });
    const mail = t.ctx.services.mail;
    t.ctx.services.mail = { kind: 'outbox', send: async () => Promise.reject(new Error('smtp down')) };
    try {
      expect(await forget(email)).toMatchObject({ code: 200, msg: SENT });
    } finally {
      t.ctx.services.mail = mail;
    }
  });

  it.each([
    ['missing', undefined, '请输入邮箱地址'],
    ['empty', '', '请输入邮箱地址'],
    ['not an e-mail', 'abc', '请输入正确的邮箱地址'],
    ['a number', 12345, '请输入邮箱地址'],
    ['10,000 characters', `${'a'.repeat(10_000)}@x.com`, '请输入正确的邮箱地址'],
  ])('refuses an e-mail that is %s', async (_label, email, msg) => {
    expect(await forget(email)).toMatchObject({ status: 200, code: 4022, msg });
  });

  it('allows one mail per e-mail per minute, for known and unknown e-mails alike', async () => {
    const known = uniqueEmail();
    await createMember(t, { email: known });
    const unknown = uniqueEmail();
    for (const email of [known, unknown]) {
      expect((await forget(email)).code).toBe(200);
      const again = await forget(email);
      expect(again.code).toBe(4029);
      expect(again.msg).toMatch(/^邮件发送太频繁，请 \d+ 秒后再试$/);
    }
    expect(await outboxCount(t, known, 'email')).toBe(1);
  });

  it('caps requests per IP', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i += 1) expect((await forget(uniqueEmail(), ip)).code).toBe(200);
    expect(await forget(uniqueEmail(), ip)).toMatchObject({ code: 4029, msg: '操作太频繁，请 1 小时后再试' });
  });
});

describe('POST /api/user/reset-password', () => {
  it('sets the new password with the three answers (trimmed), revokes every session', async () => {
    const email = uniqueEmail();
    const member = await createMember(t, { email, answers });
    const token = await logIn(t, member.phone!);
    const res = await reset({
      email,
      answer1: '张三 李四',
      answer2: ' 王老师 ',
      answer3: 'alice',
      password: 'brand-new1',
    });
    expect(res).toMatchObject({ code: 200, msg: '密码重置成功，请使用新密码登录', data: null });
    expect(await t.call('GET', '/api/user', { token })).toMatchObject({ code: 4001 });
    expect(
      await t.call('POST', '/api/user/login', {
        body: { phone: email, password: 'secret123', type: 'pass' },
      }),
    ).toMatchObject({ code: 4009 });
    expect(
      (
        await t.call('POST', '/api/user/login', {
          body: { phone: email, password: 'brand-new1', type: 'pass' },
        })
      ).code,
    ).toBe(200);
  });

  it('refuses wrong answers without changing the password, and locks the e-mail after 5 tries', async () => {
    const email = uniqueEmail();
    const member = await createMember(t, { email, answers });
    const [before] = await t.ctx.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, member.id));
    const wrong = { email, answer1: '张三 李四', answer2: '王老师', answer3: 'Bob', password: 'brand-new1' };
    for (let i = 0; i < 4; i += 1)
      expect(await reset(wrong)).toMatchObject({ code: 4009, msg: '安全问题答案错误' });
    expect(await reset(wrong)).toMatchObject({ code: 4029, msg: '答案错误次数过多，请 15 分钟后再试' });
    expect(await reset({ ...wrong, answer3: 'Alice' })).toMatchObject({
      code: 4029,
      msg: '答案错误次数过多，请 15 分钟后再试',
    });
    const [after] = await t.ctx.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, member.id));
    expect(after!.hash).toBe(before!.hash);
  });

  it('answers like wrong answers for an unknown e-mail; explains a member without questions', async () => {
    expect(
      await reset({ email: uniqueEmail(), answer1: 'a', answer2: 'b', answer3: 'c', password: 'brand-new1' }),
    ).toMatchObject({ code: 4009, msg: '安全问题答案错误' });
    const email = uniqueEmail();
    await createMember(t, { email });
    expect(
      await reset({ email, answer1: 'a', answer2: 'b', answer3: 'c', password: 'brand-new1' }),
    ).toMatchObject({ code: 4009, msg: '该账号未设置安全问题，无法通过安全问题重置密码' });
  });

  it.each([
    ['missing e-mail', { email: undefined }, '异常操作'],
    ['empty e-mail', { email: '' }, '异常操作'],
    ['10,000-character e-mail', { email: 'e'.repeat(10_000) }, '异常操作'],
    ['missing answer 1', { answer1: undefined }, '请填写问题答案'],
    ['blank answer 2', { answer2: '  ' }, '请填写问题答案'],
    ['numeric answer 3', { answer3: 3 }, '请填写问题答案'],
    ['10,000-character answer', { answer1: 'a'.repeat(10_000) }, '答案不能超过 50 个字符'],
    ['missing password', { password: undefined }, '请填写密码'],
    ['short password', { password: '123' }, '密码长度为 6-32 位'],
  ])('refuses %s', async (_label, change, msg) => {
    const res = await reset({
      email: 'someone@example.com',
      answer1: 'a',
      answer2: 'b',
      answer3: 'c',
      password: 'brand-new1',
      ...change,
    });
    expect(res).toMatchObject({ status: 200, code: 4022, msg });
  });
});
