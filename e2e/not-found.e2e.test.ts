import { describe, expect, it } from 'vitest';
import { baseURL, browserWithScratchDir, newPage, screenshot, viewports } from './support/browser.ts';
import { documentWidth, gotoHydrated } from './support/ui.ts';

const opened = browserWithScratchDir('not-found-e2e-');

describe('the 404 page', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`an unknown path answers 404 with the site's page and a way home at ${viewports[viewport].width} px`, async () => {
      const { context, page } = await newPage(opened.browser, viewport);
      const missing = `/no-such-page-${Date.now()}/deeper`;
      // Answered 404 by the server, in the site's shell, and kept out of search engines.
      const response = await fetch(baseURL() + missing);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('<h1 class="not-found__title">页面不存在</h1>');
      expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
      await gotoHydrated(page, missing);
      await page.locator('h1', { hasText: '页面不存在' }).waitFor();
      await page.getByText('您访问的页面不存在或已被移除，换个地方看看吧。').waitFor();
      expect(await page.title()).toContain('页面不存在');
      await page.locator('header').first().waitFor();
      const links = page.getByRole('navigation', { name: '常用入口' }).getByRole('link');
      expect(await links.allInnerTexts()).toEqual(['返回首页', '课程', '插件', '素材', '常见问题']);
      expect(await documentWidth(page)).toBeLessThanOrEqual(viewports[viewport].width);
      await screenshot(page, `not-found-${viewports[viewport].width}`);

      await links.first().click();
      await page.waitForURL(`${baseURL()}/`);
      await page.locator('h1', { hasText: '页面不存在' }).waitFor({ state: 'detached' });
      await context.close();
    });
  }

  it('a member id nobody has answers 404 on the profile lists too', async () => {
    for (const path of ['/userfanslist/99999999', '/attentionlist/99999999']) {
      const response = await fetch(baseURL() + path);
      expect(response.status, path).toBe(404);
    }
  });
});
