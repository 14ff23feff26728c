/**
 * Free plugins and materials through checkout as 000 sends them (docs/spec-decisions.md "Commerce"): the
 * detail page's 立即购买 goes to /payment?product_id&product_type, which asks preinfo and pays with
 * neworder/store. A price of 0 is a 0-光子 order that grants the item — no refusal, no zero ledger row, the
 * audit stays clean.
 */
import { ProductType } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { hasEntitlement } from '../../kernel/entitlements/index.ts';
import { auditWallets } from '../wallet/index.ts';
import {
  addressBody,
  balanceOf,
  buyer,
  entriesOf,
  goodsForSale,
  ordersOf,
  pluginForSale,
} from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The 000 checkout page: preinfo for the table and summary, then 立即支付 (store) and the result page. */
async function checkout(token: string, productId: number, productType: number, addressId?: number) {
  const pre = await t.call('POST', '/api/neworder/preinfo', {
    token,
    body: { product_id: productId, product_type: productType, product_extend_type: '' },
  });
  const paid = await t.call('POST', '/api/neworder/store', {
    token,
    body: {
      product_extend_type: '',
      product_id: productId,
      product_type: productType,
      coupon_code: '',
      address_id: addressId ?? '',
    },
  });
  const result =
    paid.code === 200
      ? await t.call('POST', '/api/get-order', { token, body: { order_no: paid.data.order_no } })
      : null;
  return { pre, paid, result };
}

describe('free plugins and materials at /payment (000 §2.15, §7)', () => {
  it('a free plugin: a 0-光子 order that grants it; nothing debited, no ledger row, audit clean', async () => {
    const member = await buyer(t, '5.00');
    const plugin = await pluginForSale(t, { price: '0', giveIntegral: '3.00', repeatBuy: 1 });
    const { pre, paid, result } = await checkout(member.token, plugin.id, ProductType.plug);
    expect(pre).toMatchObject({ code: 200, data: { order_amount: 0, total_amount: 0, postage: 0 } });
    expect(paid).toMatchObject({ code: 200, msg: '购买成功' });
    expect(result).toMatchObject({
      code: 200,
      data: { status: 1, order_amount: 0, product_type: 2, product_id: plugin.id },
    });
    expect(await hasEntitlement(t.ctx.db, member.id, ProductType.plug, plugin.id)).toBe(true);
    // No zero debit row, and a free item's bonus 光子 are not given (they could be collected for nothing).
    expect(await balanceOf(t, member.id)).toBe('5.00');
    expect((await entriesOf(t, member.id)).map((e) => e.sourceType)).toEqual(['grant']);
    expect((await auditWallets(t.ctx.db)).problems).toEqual([]);
    // Taken once: repeat_buy does not apply to a free item.
    const again = await checkout(member.token, plugin.id, ProductType.plug);
    expect(again.paid).toMatchObject({ code: 4009, msg: '您已购买过该插件，无需重复购买' });
    expect(await ordersOf(t, member.id)).toHaveLength(1);
  });

  it('a free material with postage: the order is the postage, debited through the ledger', async () => {
    const member = await buyer(t, '5.00');
    const address = await t.call('POST', '/api/address', { token: member.token, body: addressBody() });
    const material = await goodsForSale(t, { price: '0', postage: '1.50' });
    const { paid, result } = await checkout(member.token, material.id, ProductType.goods, address.data.id);
    expect(paid).toMatchObject({ code: 200, msg: '购买成功' });
    expect(result!.data).toMatchObject({ status: 1, order_amount: 0, total_amount: 1.5 });
    expect(await balanceOf(t, member.id)).toBe('3.50');
    expect((await entriesOf(t, member.id)).at(-1)).toMatchObject({ action: 2, amount: '1.50' });
    expect(await hasEntitlement(t.ctx.db, member.id, ProductType.goods, material.id)).toBe(true);
    expect((await auditWallets(t.ctx.db)).problems).toEqual([]);
  });

  it('a member with no 光子 takes a free material without postage, and the address rule still holds', async () => {
    const member = await buyer(t);
    const material = await goodsForSale(t, { price: '9.00', hasDiscount: true, discountPrice: '0' });
    expect((await checkout(member.token, material.id, ProductType.goods)).paid).toMatchObject({
      code: 4022,
      msg: '请选择收获地址',
    });
    const address = await t.call('POST', '/api/address', { token: member.token, body: addressBody() });
    const { paid } = await checkout(member.token, material.id, ProductType.goods, address.data.id);
    expect(paid).toMatchObject({ code: 200, data: { total_amount: 0 } });
    expect(await balanceOf(t, member.id)).toBe('0.00');
    expect(await entriesOf(t, member.id)).toEqual([]);
  });
});
