/**
 * Writes src/web-routes.ts and src/web.ts: every contract call's method, path and auth, without its zod schemas, for the
 * web bundle (src/web.ts). The web never validates (the server does), so shipping zod and every schema to
 * browsers would only cost download and parse time. `npm run contract:web` after adding or changing a call;
 * src/web-routes.test.ts fails while the file is out of date.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderWebEntry, renderWebRoutes } from './render-web-routes.ts';

for (const [file, render] of [
  ['../src/web-routes.ts', renderWebRoutes],
  ['../src/web.ts', renderWebEntry],
] as const) {
  const target = path.resolve(import.meta.dirname, file);
  writeFileSync(target, await render());
  console.log(`written ${path.relative(process.cwd(), target)}`);
}
