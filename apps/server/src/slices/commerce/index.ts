/**
 * The commerce slice's public entry: routes, the coupons table (seeded), the expired-order sweep (worker), and
 * for the back office the orders table (read-joins) and the refund.
 */
export { registerCommerceRoutes } from './routes.ts';
export { coupons, orders } from './schema.ts';
export { closeExpiredOrders } from './close-expired-orders.ts';
export { refundOrder, type RefundRecorder } from './refund-order.ts';
export { presentOrderItem } from './present-order.ts';
export type { OrderRow } from './pending-orders.ts';
