import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { createMember, logIn, uniqueIp } from '../account/testing.ts';
import { auditRowsFor, staffWithToken } from './testing.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await staffWithToken(t, 'admin')).token;
});
afterAll(() => t.close());

const post = (path: string, body: unknown) => t.call('POST', path, { token: admin, body });
const tryLogin = (phone: string, password: string) =>
  t.call('POST', '/api/user/login', { body: { phone, password, type: 'pass' }, headers: uniqueIp() });

describe('members', () => {
  it('finds members by phone, name or id, with status filters', async () => {
    const member = await createMember(t, { name: '搜索会员' });
    const byPhone = await t.call('GET', `/api/admin/members?keywords=${member.phone}`, { token: admin });
    expect(byPhone.data.list).toEqual([
      expect.objectContaining({ id: member.id, name: '搜索会员', disabled: false }),
    ]);
    const byId = await t.call('GET', `/api/admin/members?keywords=${member.id}`, { token: admin });
    expect(byId.data.list.map((m: { id: number }) => m.id)).toContain(member.id);
    const detail = await t.call('GET', `/api/admin/members/${member.id}`, { token: admin });
    expect(detail.data).toMatchObject({ id: member.id, balance: 0, paid_orders: 0, has_password: true });
  });

  it('disabling ends every session at once and refuses sign-in with a clear message; enabling restores it', async () => {
    const member = await createMember(t);
    const token = await logIn(t, member.phone!);
    expect((await t.call('GET', '/api/user', { token })).code).toBe(200);

    const disabled = await post(`/api/admin/members/${member.id}/status`, {
      disabled: true,
      reason: '恶意刷单',
    });
    expect(disabled).toMatchObject({
      code: 200,
      data: { disabled: true, disabled_reason: '恶意刷单', active_sessions: 0 },
    });
    expect((await t.call('GET', '/api/user', { token })).code).toBe(4001);
    expect(await tryLogin(member.phone!, 'secret123')).toMatchObject({
      code: 4003,
      msg: '该账号已被停用，如有疑问请联系客服',
    });
    // A wrong password still answers the usual message: nobody learns the account is disabled.
    expect(await tryLogin(member.phone!, 'wrong-one')).toMatchObject({ msg: '账号或密码错误' });

    expect(
      (await post(`/api/admin/members/${member.id}/status`, { disabled: false, reason: '申诉通过' })).code,
    ).toBe(200);
    expect((await tryLogin(member.phone!, 'secret123')).code).toBe(200);
    const rows = await auditRowsFor(t, 'member', member.id);
    expect(
      rows.map((r) => [
        r.action,
        (r.before as { disabled: boolean }).disabled,
        (r.after as { disabled: boolean }).disabled,
      ]),
    ).toEqual([
      ['member.enable', true, false],
      ['member.disable', false, true],
    ]);
  });

  it('a new password ends every session; the audit keeps no hash', async () => {
    const member = await createMember(t);
    const token = await logIn(t, member.phone!);
    const reset = await post(`/api/admin/members/${member.id}/password`, {
      password: 'newpass88',
      reason: '会员来电找回',
    });
    expect(reset.code).toBe(200);
    expect((await t.call('GET', '/api/user', { token })).code).toBe(4001);
    expect((await tryLogin(member.phone!, 'secret123')).code).not.toBe(200);
    expect((await tryLogin(member.phone!, 'newpass88')).code).toBe(200);
    const [row] = await auditRowsFor(t, 'member', member.id);
    expect(row!.action).toBe('member.password_reset');
    expect(JSON.stringify([row!.before, row!.after])).not.toMatch(/argon2|password_hash|passwordHash/);
    expect(
      await post(`/api/admin/members/${member.id}/password`, { password: '123', reason: 'x' }),
    ).toMatchObject({
      code: 4022,
      msg: '密码长度为 6-32 位',
    });
  });

  it('sets creator flags and gives VIP without 光子 (extending an active term); each change is one audit row', async () => {
    const member = await createMember(t);
    const flags = await post(`/api/admin/members/${member.id}/flags`, {
      can_upload_course: true,
      can_upload_plug: false,
      can_upload_goods: true,
      bind: true,
    });
    expect(flags.data.flags).toEqual({
      can_upload_course: true,
      can_upload_plug: false,
      can_upload_goods: true,
      bind: true,
    });
    const token = await logIn(t, member.phone!);
    const me = await t.call('GET', '/api/user', { token });
    expect(me.data).toMatchObject({ bind: true });

    const month = await post(`/api/admin/members/${member.id}/vip`, { plan: 'month', reason: '活动奖励' });
    expect(month.data.vip).toMatchObject({ permanent: false, active: true });
    const quarter = await post(`/api/admin/members/${member.id}/vip`, {
      plan: 'quarter',
      reason: '活动奖励',
    });
    expect(quarter.data.vip.endtime > month.data.vip.endtime).toBe(true);
    expect(quarter.data.balance).toBe(0);
    const forever = await post(`/api/admin/members/${member.id}/vip`, {
      plan: 'permanent',
      reason: '合作伙伴',
    });
    expect(forever.data.vip).toMatchObject({ permanent: true, active: true });
    expect(await post(`/api/admin/members/${member.id}/vip`, { plan: 'decade', reason: 'x' })).toMatchObject({
      code: 4022,
      msg: '请选择赠送时长',
    });
    const actions = (await auditRowsFor(t, 'member', member.id)).map((r) => r.action);
    expect(actions).toEqual(['member.vip_grant', 'member.vip_grant', 'member.vip_grant', 'member.flags']);
  });

  it('unknown members answer 4004; finance may not manage members', async () => {
    expect((await t.call('GET', '/api/admin/members/99999999', { token: admin })).code).toBe(4004);
    const finance = (await staffWithToken(t, 'finance')).token;
    const member = await createMember(t);
    expect(
      (
        await t.call('POST', `/api/admin/members/${member.id}/status`, {
          token: finance,
          body: { disabled: true, reason: 'x' },
        })
      ).code,
    ).toBe(4003);
  });
});
