import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { settled } from './support/ui.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('site shell', () => {
  it('is server-rendered: the home HTML has the header menus, 登录 and a title without running JS', async () => {
    const html = await (await fetch(`${baseURL()}/`)).text();
    expect(html).toMatch(/<title>[^<]*光子设计[^<]*<\/title>/);
    expect(html).toContain('登录');
    expect(html).toContain('参数化设计');
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`renders home and login at ${viewport} width`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/');
      await settled(page);
      await screenshot(page, `home-${viewport}`);
      await page.goto('/login');
      await settled(page);
      await expect(
        page
          .getByRole('button', { name: /登\s*录/ })
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      await screenshot(page, `login-${viewport}`);
      await context.close();
    });
  }
});
