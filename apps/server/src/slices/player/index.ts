/** The player slice's entry (002 §3–§6 add-ons): its routes and its tables. */
export { registerPlayerRoutes } from './routes.ts';
export * from './schema.ts';
