import { ProductType } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { insertDemoCoupons } from '../../seed/coupons.ts';
import type { SeedContext } from '../../seed/seed-context.ts';
import { couponRedemptions, coupons } from './schema.ts';
import {
  addressBody,
  balanceOf,
  buyer,
  courseForSale,
  entriesOf,
  goodsForSale,
  insertCoupon,
  ordersOf,
  pluginForSale,
} from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const check = (token: string, code: string, productType: number, productId: number) =>
  t.call('POST', '/api/coupon-code', {
    token,
    body: { code, product_type: productType, product_id: productId },
  });
const store = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/neworder/store', { token, body });
const day = 86_400_000;

describe('POST /api/coupon-code', () => {
  it('answers the discount amount: fixed, percent (rounded half up), never above the item price', async () => {
    const member = await buyer(t);
    const course = await courseForSale(t, { price: '30.00', hasDiscount: true, discountPrice: '24.99' });
    const fixed = await insertCoupon(t, { kind: 'fixed', value: '10.00' });
    const percent = await insertCoupon(t, { kind: 'percent', value: '15.00' });
    const huge = await insertCoupon(t, { kind: 'fixed', value: '100.00' });
    expect(await check(member.token, fixed.code, 1, course.id)).toMatchObject({
      code: 200,
      msg: '优惠码可用',
      data: 10,
    });
    // 15 % of 24.99 = 3.7485 → 3.75
    expect((await check(member.token, percent.code, 1, course.id)).data).toBe(3.75);
    expect((await check(member.token, huge.code, 1, course.id)).data).toBe(24.99);
    expect((await check(member.token, fixed.code.toLowerCase(), 1, course.id)).data).toBe(10);
  });

  it('refuses unknown, not yet valid, expired, out-of-scope and below-minimum codes in Chinese', async () => {
    const member = await buyer(t);
    const course = await courseForSale(t, { price: '30.00' });
    const plugin = await pluginForSale(t, { price: '30.00' });
    const otherPlugin = await pluginForSale(t, { price: '30.00' });
    const now = Date.now();
    const cases: [Partial<typeof coupons.$inferInsert>, string, number, number][] = [
      [{ startsAt: new Date(now + day) }, '优惠码尚未生效', 1, course.id],
      [{ endsAt: new Date(now - day) }, '优惠码已过期', 1, course.id],
      [{ scope: 'type', productType: ProductType.plug }, '该优惠码不适用于此商品', 1, course.id],
      [
        { scope: 'product', productType: ProductType.plug, productId: plugin.id },
        '该优惠码不适用于此商品',
        2,
        otherPlugin.id,
      ],
      [{ minAmount: '30.01' }, '订单金额满 30.01 光子才能使用该优惠码', 1, course.id],
      [{ totalLimit: 0 }, '优惠码已被领完', 1, course.id],
    ];
    for (const [seed, msg, type, id] of cases) {
      const coupon = await insertCoupon(t, seed);
      expect(await check(member.token, coupon.code, type, id)).toMatchObject({ code: 4009, msg, data: null });
    }
    expect(await check(member.token, 'NOSUCHCODE', 1, course.id)).toMatchObject({
      code: 4004,
      msg: '优惠码不存在',
    });
    expect(await check(member.token, '', 1, course.id)).toMatchObject({ code: 4022, msg: '请输入优惠码' });
    const inScope = await insertCoupon(t, {
      scope: 'product',
      productType: ProductType.plug,
      productId: plugin.id,
      value: '15.00',
    });
    expect((await check(member.token, inScope.code, 2, plugin.id)).data).toBe(15);
    const typeScope = await insertCoupon(t, {
      scope: 'type',
      productType: ProductType.course,
      minAmount: '30.00',
    });
    expect((await check(member.token, typeScope.code, 1, course.id)).data).toBe(5);
  });

  it('keeps the demo coupons working', async () => {
    const member = await buyer(t);
    const panel = await pluginForSale(t, { price: '99.00' });
    const course = await courseForSale(t, { price: '50.00' });
    await insertDemoCoupons({ db: t.ctx.db } as SeedContext, panel.id);
    expect((await check(member.token, 'DEMO10', 1, course.id)).data).toBe(10);
    expect((await check(member.token, 'SAVE20', 1, course.id)).data).toBe(10);
    expect((await check(member.token, 'COURSE5', 1, course.id)).data).toBe(5);
    expect((await check(member.token, 'COURSE5', 2, panel.id)).msg).toBe('该优惠码不适用于此商品');
    expect((await check(member.token, 'PANEL15', 2, panel.id)).data).toBe(15);
    expect((await check(member.token, 'ONCE8', 2, panel.id)).data).toBe(8);
    expect((await check(member.token, 'EXPIRED01', 1, course.id)).msg).toBe('优惠码已过期');
  });
});

describe('coupons at store time', () => {
  it('re-validates the code, takes the discount off, and counts a use only when paid', async () => {
    const member = await buyer(t, '20.00');
    const course = await courseForSale(t, { price: '30.00' });
    const coupon = await insertCoupon(t, { kind: 'percent', value: '50.00', totalLimit: 5 });
    // 4423: nothing consumed
    const short = await store(member.token, {
      product_id: course.id,
      product_type: 1,
      coupon_code: (await insertCoupon(t, { value: '1.00', totalLimit: 1 })).code,
    });
    expect(short.code).toBe(4423);
    expect(
      await t.ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.userId, member.id)),
    ).toEqual([]);
    // validation alone consumes nothing
    await check(member.token, coupon.code, 1, course.id);
    const paid = await store(member.token, {
      product_id: course.id,
      product_type: 1,
      coupon_code: coupon.code,
    });
    expect(paid).toMatchObject({ code: 200, msg: '购买成功', data: { order_amount: 30, total_amount: 15 } });
    expect(await balanceOf(t, member.id)).toBe('5.00');
    expect((await entriesOf(t, member.id)).at(-1)).toMatchObject({ action: 2, amount: '15.00' });
    const [order] = await ordersOf(t, member.id);
    expect(order).toMatchObject({
      couponId: coupon.id,
      couponCode: coupon.code,
      couponDiscount: '15.00',
      totalAmount: '15.00',
    });
    const [after] = await t.ctx.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after!.usedCount).toBe(1);
    expect(
      await t.ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id)),
    ).toHaveLength(1);
  });

  it('refuses the whole purchase when the code no longer applies', async () => {
    const member = await buyer(t, '50.00');
    const course = await courseForSale(t, { price: '30.00' });
    const expired = await insertCoupon(t, { endsAt: new Date(Date.now() - 1000) });
    expect(
      await store(member.token, { product_id: course.id, product_type: 1, coupon_code: expired.code }),
    ).toMatchObject({ code: 4009, msg: '优惠码已过期' });
    expect(
      await store(member.token, { product_id: course.id, product_type: 1, coupon_code: 'NOPE' }),
    ).toMatchObject({ code: 4004, msg: '优惠码不存在' });
    expect(await balanceOf(t, member.id)).toBe('50.00');
    expect(await ordersOf(t, member.id)).toEqual([]);
  });

  it('holds the total limit and the per-member limit', async () => {
    const total = await insertCoupon(t, { totalLimit: 1, value: '1.00' });
    const a = await buyer(t, '50.00');
    const b = await buyer(t, '50.00');
    const course = await courseForSale(t, { price: '10.00' });
    expect(
      (await store(a.token, { product_id: course.id, product_type: 1, coupon_code: total.code })).code,
    ).toBe(200);
    expect(
      await store(b.token, { product_id: course.id, product_type: 1, coupon_code: total.code }),
    ).toMatchObject({ code: 4009, msg: '优惠码已被领完' });

    const once = await insertCoupon(t, { perUserLimit: 1, value: '2.00' });
    const plugin = await pluginForSale(t, { price: '10.00', repeatBuy: 1 });
    expect(
      (await store(b.token, { product_id: plugin.id, product_type: 2, coupon_code: once.code })).data
        .total_amount,
    ).toBe(8);
    expect(
      await store(b.token, { product_id: plugin.id, product_type: 2, coupon_code: once.code }),
    ).toMatchObject({
      code: 4009,
      msg: '您已达到该优惠码的使用次数上限',
    });
    expect(await check(b.token, once.code, 2, plugin.id)).toMatchObject({
      code: 4009,
      msg: '您已达到该优惠码的使用次数上限',
    });
    expect((await check(a.token, once.code, 2, plugin.id)).data).toBe(2);
  });

  it('never discounts the postage, and debits nothing when a coupon covers the whole payable amount', async () => {
    const member = await buyer(t, '1.00');
    const address = await t.call('POST', '/api/address', { token: member.token, body: addressBody() });
    const material = await goodsForSale(t, { price: '8.00', postage: '1.00' });
    const big = await insertCoupon(t, { value: '50.00' });
    const res = await store(member.token, {
      product_id: material.id,
      product_type: 3,
      coupon_code: big.code,
      address_id: address.data.id,
    });
    expect(res.data).toMatchObject({ order_amount: 8, total_amount: 1 });
    expect(await balanceOf(t, member.id)).toBe('0.00');

    const course = await courseForSale(t, { price: '3.00' });
    const covered = await store(member.token, {
      product_id: course.id,
      product_type: 1,
      coupon_code: big.code,
    });
    expect(covered).toMatchObject({ code: 200, msg: '购买成功', data: { total_amount: 0 } });
    const entries = await entriesOf(t, member.id);
    expect(entries.filter((e) => e.sourceNo === covered.data.order_no)).toEqual([]);
  });
});
