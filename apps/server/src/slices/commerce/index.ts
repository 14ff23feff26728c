/**
 * The commerce slice's public entry: routes, the coupons table (seeded), the expired-order sweep (worker), and
 * for the back office the orders table (read-joins), the refund and the coupon changes.
 */
export { registerCommerceRoutes } from './routes.ts';
export { coupons, orders } from './schema.ts';
export { closeExpiredOrders } from './close-expired-orders.ts';
export { refundOrder, type RefundRecorder } from './refund-order.ts';
export { presentOrderItem } from './present-order.ts';
export type { OrderRow } from './pending-orders.ts';
/** Coupons as the back office creates and stops them, with its audit callback; the rules live here. */
export { createCoupon, disableCoupon, type CouponInput, type CouponRow } from './change-coupon.ts';
