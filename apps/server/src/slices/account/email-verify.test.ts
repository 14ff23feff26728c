import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../../db/schema.ts';
import { EMAIL_LINK_TTL_SECONDS, signEmailLink } from './email-link.ts';
import { createMember, lastOutbox, logIn, outboxCount, uniqueEmail } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'http://localhost:3999' });
});
afterAll(() => t.close());

async function signedIn(seed: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(t, seed);
  return { member, token: await logIn(t, member.phone!) };
}
const emailOf = async (id: number) =>
  (await t.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;

/** The four values the /email-verify page reads from the link, sent as the page sends them. */
async function linkParams(to: string) {
  const mail = await lastOutbox(t, to);
  const url = new URL(mail!.link!);
  expect(url.origin + url.pathname).toBe('http://localhost:3999/email-verify');
  const q = url.searchParams;
  return {
    email: q.get('email')!,
    _token: q.get('_token')!,
    timestamp: q.get('_timestamp')!,
    verify_code: q.get('verify_code')!,
  };
}
const verify = (body: unknown) => t.call('POST', '/api/email-verify', { body });

describe('set-email and the e-mail verification link', () => {
  it('round trip: the e-mail changes only when the link comes back, and the link works once', async () => {
    const { member, token } = await signedIn();
    const email = uniqueEmail();
    const res = await t.call('POST', '/api/user/set-email', {
      body: { password: 'secret123', email: email.toUpperCase() },
      token,
    });
    expect(res).toMatchObject({ code: 200, msg: '验证邮件已发送至新邮箱，请前往邮箱完成验证' });
    expect(await emailOf(member.id)).toBeNull();
    const params = await linkParams(email);
    expect(params.email).toBe(email);
    expect(await verify(params)).toMatchObject({ code: 200, msg: '邮箱验证成功' });
    expect(await emailOf(member.id)).toBe(email);
    expect(await t.call('GET', '/api/user', { token })).toMatchObject({ data: { email } });
    expect(await verify(params)).toMatchObject({ code: 4009, msg: '该邮箱验证链接已使用' });
    // The new e-mail signs in.
    expect(
      (
        await t.call('POST', '/api/user/login', {
          body: { phone: email, password: 'secret123', type: 'pass' },
        })
      ).code,
    ).toBe(200);
  });

  it('accepts the timestamp as a number too', async () => {
    const { member, token } = await signedIn();
    const email = uniqueEmail();
    await t.call('POST', '/api/user/set-email', { body: { password: 'secret123', email }, token });
    const params = await linkParams(email);
    expect(await verify({ ...params, timestamp: Number(params.timestamp) })).toMatchObject({ code: 200 });
    expect(await emailOf(member.id)).toBe(email);
  });

  it('an expired link (older than 24 h) is refused even with a valid signature', async () => {
    const { member, token } = await signedIn();
    const email = uniqueEmail();
    await t.call('POST', '/api/user/set-email', { body: { password: 'secret123', email }, token });
    const params = await linkParams(email);
    const old = Math.floor(Date.now() / 1000) - EMAIL_LINK_TTL_SECONDS - 60;
    const signed = signEmailLink(t.config.APP_SECRET, {
      userId: member.id,
      email,
      timestamp: old,
      verifyCode: params.verify_code,
    });
    expect(await verify({ ...params, timestamp: String(old), _token: signed })).toMatchObject({
      code: 4009,
      msg: '邮箱验证链接已过期，请重新设置邮箱',
    });
    expect(await emailOf(member.id)).toBeNull();
  });

  it('a tampered link is refused', async () => {
    const { member, token } = await signedIn();
    const email = uniqueEmail();
    await t.call('POST', '/api/user/set-email', { body: { password: 'secret123', email }, token });
    const params = await linkParams(email);
    const INVALID = { code: 4009, msg: '邮箱验证链接无效' };
    expect(await verify({ ...params, timestamp: String(Number(params.timestamp) + 3600) })).toMatchObject(
      INVALID,
    );
    expect(await verify({ ...params, email: uniqueEmail() })).toMatchObject(INVALID);
    expect(
      await verify({ ...params, _token: params._token.replace(/.$/, (c) => (c === '0' ? '1' : '0')) }),
    ).toMatchObject(INVALID);
    expect(await verify({ ...params, verify_code: 'f'.repeat(32) })).toMatchObject(INVALID);
    expect(await verify({ ...params, _token: 'x'.repeat(10_000) })).toMatchObject({
      code: 4022,
      msg: '邮箱验证：参数错误',
    });
    expect(await emailOf(member.id)).toBeNull();
  });

  it('a newer request replaces the older link', async () => {
    const { member, token } = await signedIn();
    const first = uniqueEmail();
    await t.call('POST', '/api/user/set-email', { body: { password: 'secret123', email: first }, token });
    const firstParams = await linkParams(first);
    await t.ctx.services.counters.reset(`setemail:gap:${member.id}`);
    const second = uniqueEmail();
    await t.call('POST', '/api/user/set-email', { body: { password: 'secret123', email: second }, token });
    expect(await verify(firstParams)).toMatchObject({ code: 4009, msg: '邮箱验证链接无效' });
    expect((await verify(await linkParams(second))).code).toBe(200);
    expect(await emailOf(member.id)).toBe(second);
  });

  it('refuses a wrong password, an e-mail used by someone else, and the same e-mail', async () => {
    const owner = await createMember(t, { email: uniqueEmail() });
    const { member, token } = await signedIn({ email: uniqueEmail() });
    expect(
      await t.call('POST', '/api/user/set-email', {
        body: { password: 'wrong-pass', email: uniqueEmail() },
        token,
      }),
    ).toMatchObject({ code: 4009, msg: '登录密码错误' });
    expect(
      await t.call('POST', '/api/user/set-email', {
        body: { password: 'secret123', email: owner.email },
        token,
      }),
    ).toMatchObject({ code: 4009, msg: '该邮箱已被使用' });
    expect(
      await t.call('POST', '/api/user/set-email', {
        body: { password: 'secret123', email: member.email },
        token,
      }),
    ).toMatchObject({ code: 4009, msg: '该邮箱已是当前绑定的邮箱' });
    expect(await outboxCount(t, owner.email!, 'email')).toBe(0);
  });

  it('refuses the link when the e-mail was taken by someone else meanwhile', async () => {
    const { member, token } = await signedIn();
    const email = uniqueEmail();
    await t.call('POST', '/api/user/set-email', { body: { password: 'secret123', email }, token });
    const params = await linkParams(email);
    await createMember(t, { email });
    expect(await verify(params)).toMatchObject({ code: 4009, msg: '该邮箱已被使用' });
    expect(await emailOf(member.id)).toBeNull();
  });

  it('sends at most one verification mail a minute', async () => {
    const { token } = await signedIn();
    expect(
      (
        await t.call('POST', '/api/user/set-email', {
          body: { password: 'secret123', email: uniqueEmail() },
          token,
        })
      ).code,
    ).toBe(200);
    const again = await t.call('POST', '/api/user/set-email', {
      body: { password: 'secret123', email: uniqueEmail() },
      token,
    });
    expect(again.code).toBe(4029);
    expect(again.msg).toMatch(/^邮件发送太频繁，请 \d+ 秒后再试$/);
  });

  it.each([
    ['missing password', { password: undefined }, '请填写密码'],
    ['missing e-mail', { email: undefined }, '请填写邮箱'],
    ['bad e-mail', { email: 'not-mail' }, '请输入正确的邮箱地址'],
    ['10,000-character e-mail', { email: `${'m'.repeat(10_000)}@x.com` }, '请输入正确的邮箱地址'],
  ])('set-email refuses %s', async (_label, change, msg) => {
    const { token } = await signedIn();
    expect(
      await t.call('POST', '/api/user/set-email', {
        body: { password: 'secret123', email: uniqueEmail(), ...change },
        token,
      }),
    ).toMatchObject({ status: 200, code: 4022, msg });
  });

  it.each([
    ['no body fields', {}],
    ['missing _token', { email: 'a@b.com', timestamp: '1', verify_code: 'x' }],
    ['missing timestamp', { email: 'a@b.com', _token: 'x', verify_code: 'x' }],
    ['missing verify_code', { email: 'a@b.com', _token: 'x', timestamp: '1' }],
    ['empty email', { email: '', _token: 'x', timestamp: '1', verify_code: 'x' }],
    ['an object as email', { email: { a: 1 }, _token: 'x', timestamp: '1', verify_code: 'x' }],
  ])('email-verify refuses %s with 邮箱验证：参数错误', async (_label, body) => {
    expect(await verify(body)).toMatchObject({ status: 200, code: 4022, msg: '邮箱验证：参数错误' });
  });
});
