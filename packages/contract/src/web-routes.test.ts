import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderWebEntry, renderWebRoutes } from '../scripts/render-web-routes.ts';

describe('web route table (src/web-routes.ts)', () => {
  it('matches the contract: run `npm run contract:web` after adding or changing a call', async () => {
    const onDisk = readFileSync(new URL('./web-routes.ts', import.meta.url), 'utf8');
    expect(onDisk).toBe(await renderWebRoutes());
  });

  it('is what the web entry (src/web.ts) re-exports, with every rule and plain-values file', async () => {
    const onDisk = readFileSync(new URL('./web.ts', import.meta.url), 'utf8');
    expect(onDisk).toBe(await renderWebEntry());
  });
});
