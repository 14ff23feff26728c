import { commerceCalls, commerceMessages, centsToAmount } from '@app/contract';
import type { App } from '../../app-context.ts';
import { ok } from '../../http/answer.ts';
import { route } from '../../http/route.ts';
import { requireMember } from '../../kernel/members/index.ts';
import { checkCoupon } from './check-coupon.ts';
import { createPendingOrder } from './create-pending-order.ts';
import { deleteAddress } from './delete-address.ts';
import { listAddresses } from './list-addresses.ts';
import { listOrders } from './list-orders.ts';
import { payOrder } from './pay-order.ts';
import { presentOrderItem, presentOrderResult, presentPreinfo } from './present-order.ts';
import { assertPurchasable } from './purchase-rules.ts';
import { itemCentsOf, quoteOrder } from './quote-order.ts';
import { readOrder } from './read-order.ts';
import { loadSaleItem, type ProductRef } from './sale-item.ts';
import { createAddress, updateAddress } from './save-address.ts';

const refOf = (b: {
  product_id: number;
  product_type: 1 | 2 | 3;
  product_extend_type: '' | 'web_link';
}): ProductRef => ({
  productType: b.product_type,
  productId: b.product_id,
  extendType: b.product_extend_type,
});

/** Checkout, coupons, orders and addresses (000 §2.15, §4, §7; 001 §2.8, §2.9, §2.13, §7). */
export function registerCommerceRoutes(app: App): void {
  route(app, commerceCalls.orderPreinfo, async ({ body, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    const item = await loadSaleItem(ctx.db, refOf(body));
    await assertPurchasable(ctx.db, member.id, item);
    return ok(presentPreinfo(item, quoteOrder(item, null)));
  });

  route(app, commerceCalls.couponCode, async ({ body, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    const item = await loadSaleItem(ctx.db, refOf(body));
    const quote = await checkCoupon(ctx.db, {
      ...item,
      code: body.code,
      userId: member.id,
      itemCents: itemCentsOf(item),
    });
    return ok(centsToAmount(quote.discountCents), commerceMessages.couponOk);
  });

  route(app, commerceCalls.orderStore, async ({ body, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    const paid = await payOrder(ctx.db, {
      userId: member.id,
      ref: refOf(body),
      couponCode: body.coupon_code,
      addressId: body.address_id,
      orderNo: body.order_no,
    });
    return ok(presentOrderResult(paid), commerceMessages.buyOk);
  });

  route(app, commerceCalls.getOrder, async ({ body, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    return ok(presentOrderResult(await readOrder(ctx.db, member.id, { orderNo: body.order_no })));
  });

  route(app, commerceCalls.createOrder, async ({ body, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    const order = await createPendingOrder(ctx.db, member.id, {
      productType: body.type,
      productId: body.id,
      extendType: body.product_extend_type,
    });
    return ok({ order_no: order.orderNo }, commerceMessages.orderCreated);
  });

  route(app, commerceCalls.addressList, async ({ user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    return ok(await listAddresses(ctx.db, member.id));
  });

  route(app, commerceCalls.addressCreate, async ({ body, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    return ok(await createAddress(ctx.db, member.id, body), commerceMessages.addressAdded);
  });

  route(app, commerceCalls.addressUpdate, async ({ params, body, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    return ok(await updateAddress(ctx.db, member.id, params.id, body), commerceMessages.addressUpdated);
  });

  route(app, commerceCalls.addressDelete, async ({ params, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    await deleteAddress(ctx.db, member.id, params.id);
    return ok(null, commerceMessages.addressDeleted);
  });

  route(app, commerceCalls.orderList, async ({ query, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    const { rows, total } = await listOrders(ctx.db, member.id, query);
    const now = new Date();
    return ok({ lists: rows.map((row) => presentOrderItem(row, now)), total });
  });

  route(app, commerceCalls.orderDetail, async ({ params, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    return ok(presentOrderItem(await readOrder(ctx.db, member.id, { id: params.id })));
  });
}
