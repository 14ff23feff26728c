import { ProductType } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { courses, goods, plugins } from '../catalogue/schema.ts';
import { hasEntitlement } from '../../kernel/entitlements/index.ts';
import { orders } from './schema.ts';
import {
  addressBody,
  balanceOf,
  buyer,
  courseForSale,
  entriesOf,
  goodsForSale,
  ledgerBalances,
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

describe('POST /api/neworder/preinfo', () => {
  it('prices from the server: the discount price while a discount runs, postage for materials', async () => {
    const member = await buyer(t);
    const course = await courseForSale(t, { price: '30.00', hasDiscount: true, discountPrice: '24.50' });
    const res = await t.call('POST', '/api/neworder/preinfo', {
      token: member.token,
      body: { product_id: course.id, product_type: 1, product_extend_type: '' },
    });
    expect(res.code).toBe(200);
    expect(res.data).toEqual({
      product_id: course.id,
      product_type: 1,
      product_extend_type: '',
      product_name: course.name,
      product_img: course.images,
      order_amount: 24.5,
      num: 1,
      postage: 0,
      total_amount: 24.5,
    });

    const material = await goodsForSale(t, { price: '15.00', postage: '6.30' });
    const g = await t.call('POST', '/api/neworder/preinfo', {
      token: member.token,
      body: { product_id: material.id, product_type: '3' },
    });
    expect(g.data).toMatchObject({
      order_amount: 15,
      postage: 6.3,
      total_amount: 21.3,
      product_img: material.cover,
    });
  });

  it('refuses guests, unknown and hidden items and free courses with Chinese messages', async () => {
    const member = await buyer(t);
    const guest = await t.call('POST', '/api/neworder/preinfo', { body: { product_id: 1, product_type: 1 } });
    expect(guest.code).toBe(4001);
    const hidden = await courseForSale(t, { review: 'pending' });
    const res = await t.call('POST', '/api/neworder/preinfo', {
      token: member.token,
      body: { product_id: hidden.id, product_type: 1 },
    });
    expect(res).toMatchObject({ code: 4004, msg: '商品不存在或已下架' });
    const free = await courseForSale(t, { price: '0' });
    const freeRes = await t.call('POST', '/api/neworder/preinfo', {
      token: member.token,
      body: { product_id: free.id, product_type: 1 },
    });
    expect(freeRes).toMatchObject({ code: 4009, msg: '该课程免费，请在课程页点击“加入学习”' });
    const badType = await t.call('POST', '/api/neworder/preinfo', {
      token: member.token,
      body: { product_id: 1, product_type: 4 },
    });
    expect(badType).toMatchObject({ code: 4022, msg: '商品类型错误' });
    const webLinkOnCourse = await t.call('POST', '/api/neworder/preinfo', {
      token: member.token,
      body: { product_id: free.id, product_type: 1, product_extend_type: 'web_link' },
    });
    expect(webLinkOnCourse).toMatchObject({ code: 4022, msg: '购买类型错误' });
  });
});

describe('POST /api/neworder/store', () => {
  it("buys a course: '购买成功', balance and wallet log move by exactly the payable amount, right granted", async () => {
    const member = await buyer(t, '100.00');
    const course = await courseForSale(t, { price: '33.33' });
    const res = await store(member.token, {
      product_id: course.id,
      product_type: 1,
      product_extend_type: '',
      coupon_code: '',
      address_id: '',
    });
    expect(res.code).toBe(200);
    expect(res.msg).toBe('购买成功');
    expect(res.data).toMatchObject({
      status: 1,
      order_amount: 33.33,
      total_amount: 33.33,
      product_type: 1,
      product_id: course.id,
    });
    expect(res.data.order_no).toMatch(/^\d{20}$/);

    expect(await balanceOf(t, member.id)).toBe('66.67');
    const entries = await entriesOf(t, member.id);
    expect(entries.at(-1)).toMatchObject({
      action: 2,
      amount: '33.33',
      balanceAfter: '66.67',
      sourceType: 'order',
      sourceNo: res.data.order_no,
    });
    expect(entries.at(-1)!.title).toBe(`购买课程：${course.name}`);
    expect(await ledgerBalances(t, member.id)).toEqual({ balance: '66.67', entries: '66.67' });
    expect(await hasEntitlement(t.ctx.db, member.id, ProductType.course, course.id)).toBe(true);
    const [after] = await t.ctx.db.select().from(courses).where(eq(courses.id, course.id));
    expect([after!.salesNum, after!.num]).toEqual([course.salesNum + 1, course.num + 1]);

    const again = await store(member.token, { product_id: course.id, product_type: 1 });
    expect(again).toMatchObject({ code: 4009, msg: '您已购买过该课程，无需重复购买' });
    expect(await balanceOf(t, member.id)).toBe('66.67');

    const got = await t.call('POST', '/api/get-order', {
      token: member.token,
      body: { order_no: res.data.order_no },
    });
    expect(got.data).toEqual(res.data);
  });

  it('answers 4423 when 光子 are short and changes nothing', async () => {
    const member = await buyer(t, '10.00');
    const course = await courseForSale(t, { price: '10.01' });
    const entriesBefore = await entriesOf(t, member.id);
    const res = await store(member.token, { product_id: course.id, product_type: 1 });
    expect(res).toMatchObject({ code: 4423, msg: '光子余额不足', data: null });
    expect(await balanceOf(t, member.id)).toBe('10.00');
    expect(await entriesOf(t, member.id)).toEqual(entriesBefore);
    expect(await ordersOf(t, member.id)).toEqual([]);
    expect(await hasEntitlement(t.ctx.db, member.id, ProductType.course, course.id)).toBe(false);
    const [after] = await t.ctx.db.select().from(courses).where(eq(courses.id, course.id));
    expect(after!.salesNum).toBe(course.salesNum);
  });

  it('lets a repeat_buy plugin be bought again and credits give_integral as an income entry', async () => {
    const member = await buyer(t, '50.00');
    const plugin = await pluginForSale(t, { price: '20.00', repeatBuy: 1, giveIntegral: '2.50' });
    for (let i = 0; i < 2; i += 1) {
      const res = await store(member.token, { product_id: plugin.id, product_type: 2 });
      expect(res.msg).toBe('购买成功');
    }
    expect(await balanceOf(t, member.id)).toBe('15.00');
    const entries = await entriesOf(t, member.id);
    const bonus = entries.filter((e) => e.sourceType === 'bonus');
    expect(bonus).toHaveLength(2);
    expect(bonus[0]).toMatchObject({ action: 1, amount: '2.50', title: `购买赠送光子：${plugin.name}` });
    expect(await ledgerBalances(t, member.id)).toEqual({ balance: '15.00', entries: '15.00' });
    const [after] = await t.ctx.db.select().from(plugins).where(eq(plugins.id, plugin.id));
    expect(after!.salesNum).toBe(plugin.salesNum + 2);

    const once = await pluginForSale(t, { price: '1.00' });
    expect((await store(member.token, { product_id: once.id, product_type: 2 })).code).toBe(200);
    expect(await store(member.token, { product_id: once.id, product_type: 2 })).toMatchObject({
      code: 4009,
      msg: '您已购买过该插件，无需重复购买',
    });
  });

  it("sells a plugin's function-intro link (web_link) as its own right", async () => {
    const member = await buyer(t, '50.00');
    const plugin = await pluginForSale(t, {
      price: '20.00',
      webLink: 'https://example.com/intro',
      webLinkPrice: '4.20',
      giveIntegral: '3.00',
    });
    const res = await store(member.token, {
      product_id: plugin.id,
      product_type: 2,
      product_extend_type: 'web_link',
    });
    expect(res).toMatchObject({
      code: 200,
      msg: '购买成功',
      data: { total_amount: 4.2, product_extend_type: 'web_link' },
    });
    expect(await hasEntitlement(t.ctx.db, member.id, ProductType.plug, plugin.id, 'web_link')).toBe(true);
    expect(await hasEntitlement(t.ctx.db, member.id, ProductType.plug, plugin.id)).toBe(false);
    expect(await balanceOf(t, member.id)).toBe('45.80');
    const [order] = await ordersOf(t, member.id);
    expect(order!.productName).toBe(`${plugin.name}（功能介绍）`);
    expect(
      await store(member.token, { product_id: plugin.id, product_type: 2, product_extend_type: 'web_link' }),
    ).toMatchObject({
      code: 4009,
      msg: '您已购买过该插件的功能介绍，无需重复购买',
    });

    const freeLink = await pluginForSale(t, { webLink: 'https://example.com/x', webLinkPrice: '0' });
    expect(
      await store(member.token, {
        product_id: freeLink.id,
        product_type: 2,
        product_extend_type: 'web_link',
      }),
    ).toMatchObject({
      code: 4009,
      msg: '该插件的功能介绍免费开放，无需购买',
    });
    const noLink = await pluginForSale(t, { webLinkPrice: '5.00' });
    expect(
      (await store(member.token, { product_id: noLink.id, product_type: 2, product_extend_type: 'web_link' }))
        .msg,
    ).toBe('该插件没有可购买的功能介绍');
  });

  it("needs an address for a material ('请选择收获地址'), copies it, and adds the postage", async () => {
    const member = await buyer(t, '40.00');
    const material = await goodsForSale(t, { price: '15.00', postage: '5.00' });
    expect(await store(member.token, { product_id: material.id, product_type: 3 })).toMatchObject({
      code: 4022,
      msg: '请选择收获地址',
    });
    expect(
      await store(member.token, { product_id: material.id, product_type: 3, address_id: 0 }),
    ).toMatchObject({ msg: '请选择收获地址' });
    const other = await buyer(t);
    const foreign = await t.call('POST', '/api/address', { token: other.token, body: addressBody() });
    expect(
      await store(member.token, { product_id: material.id, product_type: 3, address_id: foreign.data.id }),
    ).toMatchObject({
      code: 4004,
      msg: '收货地址不存在',
    });

    const address = await t.call('POST', '/api/address', {
      token: member.token,
      body: addressBody({ name: '李四' }),
    });
    const res = await store(member.token, {
      product_id: material.id,
      product_type: '3',
      address_id: String(address.data.id),
    });
    expect(res).toMatchObject({ code: 200, msg: '购买成功', data: { order_amount: 15, total_amount: 20 } });
    expect(await balanceOf(t, member.id)).toBe('20.00');
    const [order] = await ordersOf(t, member.id);
    expect(order!.consignee).toEqual({
      name: '李四',
      phone: '13912345678',
      address: '上海市浦东新区世纪大道 100 号',
      post_code: '200120',
    });
    expect(order!.postage).toBe('5.00');
    const [after] = await t.ctx.db.select().from(goods).where(eq(goods.id, material.id));
    expect(after!.salesNum).toBe(material.salesNum + 1);
  });

  it('lets a course order carry an address, and a plugin order ignores one', async () => {
    const member = await buyer(t, '40.00');
    const address = await t.call('POST', '/api/address', { token: member.token, body: addressBody() });
    const course = await courseForSale(t, { price: '5.00' });
    const plugin = await pluginForSale(t, { price: '5.00' });
    expect(
      (await store(member.token, { product_id: course.id, product_type: 1, address_id: address.data.id }))
        .code,
    ).toBe(200);
    expect(
      (await store(member.token, { product_id: plugin.id, product_type: 2, address_id: address.data.id }))
        .code,
    ).toBe(200);
    const rows = await ordersOf(t, member.id);
    expect(rows.map((r) => r.consignee?.name ?? null)).toEqual(['张三', null]);
  });

  it('refuses a free course and points to the free path (free plugins and materials: free-items.test.ts)', async () => {
    const member = await buyer(t, '10.00');
    const free = await courseForSale(t, { price: '0' });
    expect(await store(member.token, { product_id: free.id, product_type: 1 })).toMatchObject({
      code: 4009,
      msg: '该课程免费，请在课程页点击“加入学习”',
    });
    expect(await ordersOf(t, member.id)).toEqual([]);
  });

  it('answers get-order only for the member’s own orders', async () => {
    const member = await buyer(t, '10.00');
    const course = await courseForSale(t, { price: '1.00' });
    const res = await store(member.token, { product_id: course.id, product_type: 1 });
    const other = await buyer(t);
    expect(
      await t.call('POST', '/api/get-order', { token: other.token, body: { order_no: res.data.order_no } }),
    ).toMatchObject({ code: 4004, msg: '订单不存在' });
    expect(
      await t.call('POST', '/api/get-order', { token: member.token, body: { order_no: '' } }),
    ).toMatchObject({ code: 4022, msg: '订单号错误!' });
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.orderNo, res.data.order_no));
    expect(row!.payTime).not.toBeNull();
  });
});
