/** The commerce slice's public entry: routes, the coupons table (seeded) and the expired-order sweep (worker). */
export { registerCommerceRoutes } from './routes.ts';
export { coupons } from './schema.ts';
export { closeExpiredOrders } from './close-expired-orders.ts';
