import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { closeExpiredOrders } from './close-expired-orders.ts';
import { orders } from './schema.ts';
import {
  addressBody,
  balanceOf,
  buyer,
  courseForSale,
  goodsForSale,
  ordersOf,
  pluginForSale,
} from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const store = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/neworder/store', { token, body });
const createOrder = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/create-order', { token, body });
const list = (token: string, query: string) => t.call('GET', `/api/user/order-list?${query}`, { token });
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe('POST /api/create-order', () => {
  it('makes a pending order that checkout pays by order_no, and hands back the same one when clicked twice', async () => {
    const member = await buyer(t, '50.00');
    const course = await courseForSale(t, { price: '12.00' });
    const created = await createOrder(member.token, { type: 1, id: course.id });
    expect(created).toMatchObject({ code: 200, msg: '订单创建成功' });
    const orderNo = created.data.order_no as string;
    expect((await createOrder(member.token, { type: 1, id: course.id })).data.order_no).toBe(orderNo);
    expect(
      await t.call('POST', '/api/get-order', { token: member.token, body: { order_no: orderNo } }),
    ).toMatchObject({
      code: 200,
      data: {
        order_no: orderNo,
        status: 0,
        order_amount: 12,
        total_amount: 12,
        product_type: 1,
        product_id: course.id,
      },
    });
    expect(await balanceOf(t, member.id)).toBe('50.00');

    const other = await courseForSale(t, { price: '1.00' });
    expect(
      await store(member.token, { product_id: other.id, product_type: 1, order_no: orderNo }),
    ).toMatchObject({ code: 4009, msg: '订单与所购商品不一致' });
    const paid = await store(member.token, { product_id: course.id, product_type: 1, order_no: orderNo });
    expect(paid).toMatchObject({ code: 200, msg: '购买成功', data: { order_no: orderNo, status: 1 } });
    expect(await ordersOf(t, member.id)).toHaveLength(1);
    expect(await balanceOf(t, member.id)).toBe('38.00');
    expect(
      await store(member.token, { product_id: course.id, product_type: 1, order_no: orderNo }),
    ).toMatchObject({ code: 4009 });
    expect(await createOrder(member.token, { type: 1, id: course.id })).toMatchObject({
      code: 4009,
      msg: '您已购买过该课程，无需重复购买',
    });
  });

  it('leaves the pending order as it was when 光子 are short', async () => {
    const member = await buyer(t, '1.00');
    const course = await courseForSale(t, { price: '12.00' });
    const orderNo = (await createOrder(member.token, { type: 1, id: course.id })).data.order_no;
    const before = await ordersOf(t, member.id);
    expect(
      (await store(member.token, { product_id: course.id, product_type: 1, order_no: orderNo })).code,
    ).toBe(4423);
    expect(await ordersOf(t, member.id)).toEqual(before);
  });

  it("refuses another member's order number and free items", async () => {
    const owner = await buyer(t, '50.00');
    const course = await courseForSale(t, { price: '12.00' });
    const orderNo = (await createOrder(owner.token, { type: 1, id: course.id })).data.order_no;
    const thief = await buyer(t, '50.00');
    expect(
      await store(thief.token, { product_id: course.id, product_type: 1, order_no: orderNo }),
    ).toMatchObject({ code: 4004, msg: '订单不存在' });
    expect(await balanceOf(t, thief.id)).toBe('50.00');
    const free = await courseForSale(t, { price: '0' });
    expect((await createOrder(owner.token, { type: 1, id: free.id })).code).toBe(4009);
  });
});

describe('closing unpaid orders after 30 minutes', () => {
  it('closes pending orders older than 30 minutes, never paid ones, and refuses to pay a closed order', async () => {
    const member = await buyer(t, '50.00');
    const course = await courseForSale(t, { price: '5.00' });
    const stale = (await createOrder(member.token, { type: 1, id: course.id })).data.order_no;
    await t.ctx.db
      .update(orders)
      .set({ createdAt: minutesAgo(31) })
      .where(eq(orders.orderNo, stale));
    // Past its time the order reads as closed even before the sweep runs.
    expect(
      (await t.call('POST', '/api/get-order', { token: member.token, body: { order_no: stale } })).data
        .status,
    ).toBe(2);
    expect(
      await store(member.token, { product_id: course.id, product_type: 1, order_no: stale }),
    ).toMatchObject({ code: 4009, msg: '订单已关闭，请重新下单' });

    const plugin = await pluginForSale(t, { price: '5.00' });
    const fresh = (await createOrder(member.token, { type: 2, id: plugin.id })).data.order_no;
    const material = await goodsForSale(t, { price: '5.00' });
    const address = await t.call('POST', '/api/address', { token: member.token, body: addressBody() });
    const paid = (
      await store(member.token, { product_id: material.id, product_type: 3, address_id: address.data.id })
    ).data.order_no;
    await t.ctx.db
      .update(orders)
      .set({ createdAt: minutesAgo(45) })
      .where(eq(orders.orderNo, paid));

    expect(await closeExpiredOrders(t.ctx.db)).toBeGreaterThanOrEqual(1);
    const byNo = Object.fromEntries((await ordersOf(t, member.id)).map((o) => [o.orderNo, o]));
    expect(byNo[stale]).toMatchObject({ status: 2 });
    expect(byNo[stale]!.closedAt).not.toBeNull();
    expect(byNo[fresh]).toMatchObject({ status: 0, closedAt: null });
    expect(byNo[paid]).toMatchObject({ status: 1, closedAt: null });
    // A second run (say, after a restart) finds nothing left to close for this member.
    await closeExpiredOrders(t.ctx.db);
    expect((await ordersOf(t, member.id)).map((o) => o.status).sort()).toEqual([0, 1, 2]);
    // A new order for the closed item can be made and paid.
    const again = (await createOrder(member.token, { type: 1, id: course.id })).data.order_no;
    expect(again).not.toBe(stale);
    expect((await store(member.token, { product_id: course.id, product_type: 1, order_no: again })).msg).toBe(
      '购买成功',
    );
  });
});

describe('GET /api/user/order-list and GET /api/order/{id}', () => {
  it('splits virtual and physical orders, searches by keyword, pages 10 at a time', async () => {
    const member = await buyer(t, '500.00');
    const address = await t.call('POST', '/api/address', { token: member.token, body: addressBody() });
    for (let i = 0; i < 12; i += 1) {
      const plugin = await pluginForSale(t, { price: '1.00', name: `分页插件${i}` });
      await store(member.token, { product_id: plugin.id, product_type: 2 });
    }
    const shipped = await goodsForSale(t, { price: '3.00', postage: '2.00', name: '实物模型' });
    await store(member.token, { product_id: shipped.id, product_type: 3, address_id: address.data.id });
    const download = await goodsForSale(t, { price: '3.00', postage: '0', name: '下载素材' });
    await store(member.token, { product_id: download.id, product_type: 3, address_id: address.data.id });

    const first = await list(member.token, 'cate_id=0&offset=0&limit=10');
    expect(first.code).toBe(200);
    expect(first.data.total).toBe(13);
    expect(first.data.lists).toHaveLength(10);
    expect(first.data.lists[0]).toMatchObject({
      product_name: '下载素材',
      is_physical: false,
      status: 1,
      status_text: '已支付',
    });
    const second = await list(member.token, 'cate_id=0&offset=1');
    expect(second.data.lists).toHaveLength(3);
    const physical = await list(member.token, 'cate_id=1');
    expect(physical.data).toMatchObject({
      total: 1,
      lists: [{ product_name: '实物模型', is_physical: true, postage: 2, total_amount: 5 }],
    });
    const searched = await list(member.token, 'cate_id=0&keywords=分页插件1');
    expect(searched.data.lists.map((o: any) => o.product_name).sort()).toEqual([
      '分页插件1',
      '分页插件10',
      '分页插件11',
    ]);
    const byNo = await list(member.token, `cate_id=1&keywords=${physical.data.lists[0].order_no}`);
    expect(byNo.data.total).toBe(1);
    expect((await list(member.token, 'cate_id=0&keywords=%25')).data.total).toBe(0);
    expect(await list(member.token, 'cate_id=2')).toMatchObject({ code: 4022, msg: '订单类型错误' });
    const stranger = await buyer(t);
    expect((await list(stranger.token, 'cate_id=0')).data).toEqual({ lists: [], total: 0 });
  });

  it('shows one order with consignee, times, payment method, logistics and settlement', async () => {
    const member = await buyer(t, '50.00');
    const address = await t.call('POST', '/api/address', {
      token: member.token,
      body: addressBody({ name: '王五' }),
    });
    const material = await goodsForSale(t, { price: '10.00', postage: '3.00' });
    const orderNo = (
      await store(member.token, { product_id: material.id, product_type: 3, address_id: address.data.id })
    ).data.order_no;
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    await t.ctx.db
      .update(orders)
      .set({
        logistic: { delivery_time: '2025-07-01 10:00:00', logistics_name: '顺丰速运', logistics_no: 'SF123' },
      })
      .where(eq(orders.id, row!.id));
    const res = await t.call('GET', `/api/order/${row!.id}`, { token: member.token });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      id: row!.id,
      order_no: orderNo,
      product_type: 3,
      product_type_text: '素材',
      num: 1,
      order_amount: 10,
      postage: 3,
      coupon_discount: 0,
      total_amount: 13,
      status: 1,
      status_text: '已支付',
      is_physical: true,
      pay_method: 0,
      pay_method_text: '光子支付',
      consignee: {
        name: '王五',
        phone: '13912345678',
        address: '上海市浦东新区世纪大道 100 号',
        post_code: '200120',
      },
      logistic: { delivery_time: '2025-07-01 10:00:00', logistics_name: '顺丰速运', logistics_no: 'SF123' },
      closed_at: null,
    });
    expect(res.data.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(res.data.pay_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const other = await buyer(t);
    expect(await t.call('GET', `/api/order/${row!.id}`, { token: other.token })).toMatchObject({
      code: 4004,
      msg: '订单不存在',
    });
    expect(await t.call('GET', '/api/order/abc', { token: member.token })).toMatchObject({
      code: 4022,
      msg: '订单不存在',
    });
  });
});
