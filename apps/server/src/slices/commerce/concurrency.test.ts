// api pass: PostgreSQL only — concurrency: PGlite's one connection would queue what this tests overlapping.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { plugins } from '../catalogue/schema.ts';
import { couponRedemptions, coupons } from './schema.ts';
import {
  buyer,
  courseForSale,
  entriesOf,
  insertCoupon,
  ledgerBalances,
  ordersOf,
  pluginForSale,
} from './testing.ts';

/**
 * Parallel purchases. On PostgreSQL (TEST_DATABASE_URL) they truly overlap on a pool of connections; on
 * PGlite they queue on its single connection. Both must give the same totals.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const store = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/neworder/store', { token, body });

describe('checkout under concurrency', () => {
  it('pays exactly 10 of 100 parallel purchases against a balance enough for 10', async () => {
    const member = await buyer(t, '100.00');
    const plugin = await pluginForSale(t, { price: '10.00', repeatBuy: 1 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => store(member.token, { product_id: plugin.id, product_type: 2 })),
    );
    expect(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.code} ${a.msg}`)).toEqual([]);
    expect(answers.filter((a) => a.code === 200 && a.msg === '购买成功')).toHaveLength(10);
    expect(answers.filter((a) => a.code === 4423 && a.msg === '光子余额不足')).toHaveLength(90);
    expect(await ledgerBalances(t, member.id)).toEqual({ balance: '0.00', entries: '0.00' });
    const paid = (await ordersOf(t, member.id)).filter((o) => o.status === 1);
    expect(paid).toHaveLength(10);
    expect(await ordersOf(t, member.id)).toHaveLength(10);
    expect((await entriesOf(t, member.id)).filter((e) => e.action === 2)).toHaveLength(10);
    const [after] = await t.ctx.db.select().from(plugins).where(eq(plugins.id, plugin.id));
    expect(after!.salesNum).toBe(plugin.salesNum + 10);
  });

  it('sells a course once however many times it is bought at the same moment', async () => {
    const member = await buyer(t, '100.00');
    const course = await courseForSale(t, { price: '7.00' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => store(member.token, { product_id: course.id, product_type: 1 })),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.msg === '您已购买过该课程，无需重复购买')).toHaveLength(7);
    expect(await ledgerBalances(t, member.id)).toEqual({ balance: '93.00', entries: '93.00' });
  });

  it('holds a total coupon limit across members and a per-member limit within one member', async () => {
    const plugin = await pluginForSale(t, { price: '10.00', repeatBuy: 1 });
    const total = await insertCoupon(t, { value: '1.00', totalLimit: 3 });
    const members = await Promise.all(Array.from({ length: 12 }, () => buyer(t, '20.00')));
    const answers = await Promise.all(
      members.map((m) => store(m.token, { product_id: plugin.id, product_type: 2, coupon_code: total.code })),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.msg === '优惠码已被领完')).toHaveLength(9);
    const [after] = await t.ctx.db.select().from(coupons).where(eq(coupons.id, total.id));
    expect(after!.usedCount).toBe(3);

    const once = await insertCoupon(t, { value: '1.00', perUserLimit: 2 });
    const member = await buyer(t, '100.00');
    const mine = await Promise.all(
      Array.from({ length: 10 }, () =>
        store(member.token, { product_id: plugin.id, product_type: 2, coupon_code: once.code }),
      ),
    );
    expect(mine.filter((a) => a.code === 200)).toHaveLength(2);
    expect(mine.filter((a) => a.msg === '您已达到该优惠码的使用次数上限')).toHaveLength(8);
    expect(
      await t.ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, once.id)),
    ).toHaveLength(2);
    expect(await ledgerBalances(t, member.id)).toEqual({ balance: '82.00', entries: '82.00' });
  });
});
