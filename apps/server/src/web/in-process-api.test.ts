import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createMember, logIn } from '../slices/account/testing.ts';
import { inProcessApi } from './in-process-api.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('in-process API transport of the page render', () => {
  it('answers a guest read exactly as the HTTP API does', async () => {
    const send = inProcessApi(t.app);
    const response = await send('/api/courses?limit=2&offset=0', { method: 'GET', headers: {} });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const overHttp = await t.call('GET', '/api/courses?limit=2&offset=0');
    expect(await response.json()).toEqual({ code: overHttp.code, msg: overHttp.msg, data: overHttp.data });
  });

  it('carries the session the loader forwards, and the body of a write', async () => {
    const member = await createMember(t, { name: '传输会员' });
    const token = await logIn(t, member.phone!);
    const send = inProcessApi(t.app);
    const me = await (
      await send('/api/user', { method: 'GET', headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(me).toMatchObject({ code: 200, data: { name: '传输会员' } });
    const guest = (await (await send('/api/user', { method: 'GET', headers: {} })).json()) as {
      code: number;
    };
    expect(guest.code).toBe(4001);
    const refused = await send('/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: member.phone, password: 'wrong-password', type: 'pass' }),
    });
    const answer = (await refused.json()) as { code: number; msg: string };
    expect(answer.code).not.toBe(200);
    expect(answer.msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});
