import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, viewports } from './support/browser.ts';
import { launchChromium } from './support/chromium.ts';
import { ContextPool } from './support/context-pool.ts';

/**
 * The pool that hands a file's contexts to the next file (support/context-pool.ts) hands on nothing of the
 * last visitor: checked on a pool and browser of this file's own, as the next file would find them.
 */
let browser: Browser;
let pool: ContextPool;
beforeAll(async () => {
  browser = await launchChromium();
  pool = new ContextPool(async () => browser);
});
afterAll(() => browser.close());

const options = () => ({ baseURL: baseURL(), viewport: viewports.desktop, locale: 'zh-CN' });

describe('contexts handed from one e2e file to the next', () => {
  it('come back with no cookie, storage or extra tab of the last file', async () => {
    const first = await pool.lease(options());
    expect(first.reused).toBe(false);
    await first.page.goto('/favicon.svg');
    await first.context.addCookies([{ name: 'left', value: 'behind', url: baseURL() }]);
    await first.page.evaluate(() => {
      localStorage.setItem('left', 'behind');
      sessionStorage.setItem('left', 'behind');
    });
    await first.context.newPage();
    let heard = 0;
    first.page.on('request', () => heard++);
    await pool.giveBack(first.context);

    const next = await pool.lease(options());
    expect(next.reused).toBe(true);
    expect(next.context).toBe(first.context);
    expect(next.context.pages()).toEqual([next.page]);
    expect(await next.context.cookies()).toEqual([]);
    await next.page.goto('/favicon.svg');
    expect(
      await next.page.evaluate(() => [localStorage.getItem('left'), sessionStorage.getItem('left')]),
    ).toEqual([null, null]);
    // The last file's listeners are gone with it.
    expect(heard).toBe(0);
    await pool.giveBack(next.context);
  });

  it('closes a context the file changed beyond a wipe, and one of other options', async () => {
    const changed = await pool.lease(options());
    await changed.context.addInitScript(() => undefined);
    await pool.giveBack(changed.context);
    const after = await pool.lease(options());
    expect(after.context).not.toBe(changed.context);
    expect(changed.page.isClosed()).toBe(true);

    const other = await pool.lease({ ...options(), viewport: viewports.mobile });
    expect(other.reused).toBe(false);
    await pool.giveBack(after.context);
    await pool.giveBack(other.context);
  });
});
