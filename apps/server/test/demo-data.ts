/**
 * The demo data for API tests. Slices may not import seed/ (production code must not depend on demo
 * content, see eslint.config.js); tests reach it through the test folder instead.
 */
export { ensureDemoData } from '../src/seed/ensure-demo-data.ts';
