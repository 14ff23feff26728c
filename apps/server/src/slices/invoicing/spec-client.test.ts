/**
 * 001 §7 "invoice calls read message": a client written from the document shows `message` (falling back to
 * its own text only when there is none), so every invoice answer — success or refusal, including the ones the
 * error handler writes — carries `message` with the same text as `msg` (001 §7; docs/spec-decisions.md "Quick
 * invoicing").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { companyHeader, invoiceMember, rechargeOrder } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** What the 001 client shows for an answer: the server's message, or its own fallback (001 §8). */
const shown = (answer: { message?: string }, fallback: string) => answer.message || fallback;

describe('invoice answers carry message (001 §7, §8)', () => {
  it('a modify over the limit shows the server reason, not 修改失败', async () => {
    const member = await invoiceMember(t);
    const header = await t.call('POST', '/api/invoice/info', { token: member.token, body: companyHeader() });
    expect(shown(header, '操作失败')).toBe('新增成功');
    expect(header.message).toBe(header.msg);
    const order = await rechargeOrder(t, member.id, '100.00');
    const body = (amount: number) => ({
      recharge_order_id: order.id,
      invoice_info_id: header.data.id,
      invoice_amount: amount,
      remark: '',
    });
    const applied = await t.call('POST', '/api/invoice/apply', { token: member.token, body: body(50) });
    expect(applied).toMatchObject({ code: 200, message: applied.msg });
    const refused = await t.call('PUT', `/api/invoice/modify/${applied.data.id}`, {
      token: member.token,
      body: body(100.01),
    });
    expect(refused).toMatchObject({ code: 4009, data: null });
    expect(shown(refused, '修改失败')).toBe('开票金额不能超过可开票金额 ¥100.00');
    expect(refused.message).toBe(refused.msg);
  });

  it('input refusals, not-found and lists carry it too', async () => {
    const member = await invoiceMember(t);
    const bad = await t.call('POST', '/api/invoice/apply', { token: member.token, body: { remark: '' } });
    expect(bad).toMatchObject({ code: 4022, msg: '充值订单ID不能为空', message: '充值订单ID不能为空' });
    const missing = await t.call('DELETE', '/api/invoice/info/999999', { token: member.token });
    expect(missing.code).toBe(4004);
    expect(missing.message).toBe(missing.msg);
    const orders = await t.call('GET', '/api/invoice/recharge-orders?limit=15&page=1', {
      token: member.token,
    });
    expect(orders).toMatchObject({ code: 200, message: orders.msg, data: { data: [], total: 0 } });
  });

  it('a guest is told to sign in through message as well', async () => {
    const guest = await t.call('GET', '/api/invoice/info');
    expect(guest).toMatchObject({ code: 4001, message: guest.msg });
    expect(guest.message).toMatch(/登录/);
  });

  it('calls outside invoicing keep {code, msg, data}', async () => {
    const member = await invoiceMember(t);
    const me = await t.call('GET', '/api/user', { token: member.token });
    expect(me.code).toBe(200);
    expect(me).not.toHaveProperty('message');
  });
});
