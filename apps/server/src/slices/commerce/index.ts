/**
 * The commerce slice's public entry: the expired-order sweep (worker), and for the back office the refund and
 * the coupon changes (its tables, coupons and orders among them, are in schema.ts).
 */
export { closeExpiredOrders } from './close-expired-orders.ts';
export { refundOrder, type RefundRecorder } from './refund-order.ts';
export { presentOrderItem } from './present-order.ts';
export type { OrderRow } from './pending-orders.ts';
/** Coupons as the back office creates and stops them, with its audit callback; the rules live here. */
export { createCoupon, disableCoupon, type CouponInput, type CouponRow } from './change-coupon.ts';
