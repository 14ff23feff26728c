import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/harness.ts';
import { coupons } from '../../commerce/schema.ts';
import { buyer, courseForSale } from '../../commerce/testing.ts';
import { auditRowsFor, staffTokens, startContentTestApp } from '../testing.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof staffTokens>>;
beforeAll(async () => {
  ({ t, tokens } = await startContentTestApp());
}, 120_000);
afterAll(() => t.close());

const editor = (method: string, url: string, body?: unknown) =>
  t.call(method, url, { token: tokens.editor, body });
let sequence = 0;
const coupon = (over: Record<string, unknown> = {}) => ({
  code: `ED${process.pid}${(sequence += 1)}`,
  name: '编辑发的券',
  kind: 'fixed',
  value: '5',
  min_amount: '10',
  starts_at: '',
  ends_at: '2099-12-31 23:59',
  total_limit: 100,
  per_user_limit: 1,
  ...over,
});

describe('back office coupons', () => {
  it('an editor creates a coupon that works at checkout, then disables it: checkout refuses it', async () => {
    const body = coupon();
    const created = await editor('POST', '/api/admin/coupons', body);
    expect(created).toMatchObject({
      code: 200,
      msg: '优惠券已创建',
      data: { code: body.code, value: '5.00', total_limit: 100, used_count: 0, disabled: false },
    });
    expect(created.data.ends_at).toBe('2099-12-31 23:59:00');
    const member = await buyer(t);
    const course = await courseForSale(t, { price: '30.00' });
    const check = () =>
      t.call('POST', '/api/coupon-code', {
        token: member.token,
        body: { code: body.code, product_type: 1, product_id: course.id },
      });
    expect((await check()).data).toBe(5);

    const listed = await editor('GET', `/api/admin/coupons?keywords=${body.code}`);
    expect(listed.data.list).toEqual([expect.objectContaining({ id: created.data.id, used_count: 0 })]);

    const disabled = await editor('POST', `/api/admin/coupons/${created.data.id}/disable`);
    expect(disabled).toMatchObject({ code: 200, msg: '已停用', data: { disabled: true } });
    expect(await check()).toMatchObject({ code: 4009, msg: '该优惠券已停用' });
    expect((await editor('POST', `/api/admin/coupons/${created.data.id}/disable`)).msg).toBe(
      '该优惠券已停用',
    );

    const rows = await auditRowsFor(t, 'coupon', created.data.id);
    expect(rows.map((r) => r.action)).toEqual(['coupon.disable', 'coupon.create']);
    expect(rows[0]).toMatchObject({ before: { disabled_at: null } });
  });

  it('bad input gets a Chinese message and creates nothing', async () => {
    const taken = coupon();
    await editor('POST', '/api/admin/coupons', taken);
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'a b' }, '券码为 4–32 位字母、数字、- 或 _'],
      [{ code: taken.code.toLowerCase() }, '该券码已存在'],
      [{ value: '-1' }, '优惠额度需为正数，最多两位小数'],
      [{ value: '0' }, '优惠额度需为正数，最多两位小数'],
      [{ kind: 'percent', value: '150' }, '折扣百分比需为 1–99 的整数'],
      [{ starts_at: '2030-01-02 00:00', ends_at: '2030-01-01 00:00' }, '结束时间需晚于开始时间'],
      [{ ends_at: '明天' }, '时间格式错误'],
      [{ total_limit: 0 }, '数量需为 1–1000000 的整数，不限请留空'],
    ];
    const before = (await t.ctx.db.select().from(coupons)).length;
    for (const [over, msg] of cases)
      expect(await editor('POST', '/api/admin/coupons', coupon(over)), msg).toMatchObject({
        code: 4022,
        msg,
      });
    expect((await t.ctx.db.select().from(coupons)).length).toBe(before);
    expect((await editor('POST', '/api/admin/coupons/999999/disable')).msg).toBe('优惠券不存在');
  });

  it('finance, reviewers, members and guests are refused, and nothing they sent is written', async () => {
    // A coupon of this test's own for the refused callers to try to disable; earlier tests' rows stay out of it.
    const own = await editor('POST', '/api/admin/coupons', coupon());
    expect(own.code).toBe(200);
    const member = await buyer(t);
    const callers = [
      { who: 'finance', token: tokens.finance, refusal: 4003 },
      { who: 'reviewer', token: tokens.reviewer, refusal: 4003 },
      { who: 'member', token: member.token, refusal: 4001 },
      { who: 'guest', token: undefined, refusal: 4001 },
    ];
    const refusedCodes: string[] = [];
    for (const { who, token, refusal } of callers) {
      const body = coupon();
      refusedCodes.push(body.code);
      expect((await t.call('POST', '/api/admin/coupons', { token, body })).code, who).toBe(refusal);
      expect((await t.call('POST', `/api/admin/coupons/${own.data.id}/disable`, { token })).code, who).toBe(
        refusal,
      );
      expect((await t.call('GET', '/api/admin/coupons', { token })).code, who).toBe(refusal);
    }
    // None of the four coupons exists, and the test's own coupon is still enabled with only its creation audited.
    expect(await t.ctx.db.select().from(coupons).where(inArray(coupons.code, refusedCodes))).toEqual([]);
    const [row] = await t.ctx.db.select().from(coupons).where(eq(coupons.id, own.data.id));
    expect(row).toMatchObject({ code: own.data.code, disabledAt: null });
    expect((await auditRowsFor(t, 'coupon', own.data.id)).map((r) => r.action)).toEqual(['coupon.create']);
  });
});
