import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, viewports } from './support/browser.ts';
import { documentWidth, gotoHydrated } from './support/ui.ts';

/**
 * The demo's pictures are ray-traced scenes (POV-Ray, from the committed seed cache): home, course list and
 * the AI gallery show them as WebP covers, with the titles as the page's own text, at 1440 and 375 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every picture of `selector` on the page has loaded (scrolled into view first: covers load lazily). */
async function picturesLoaded(page: Page, selector: string, atLeast: number): Promise<string[]> {
  const pictures = page.locator(selector);
  await pictures.first().waitFor();
  expect(await pictures.count()).toBeGreaterThanOrEqual(atLeast);
  for (const picture of (await pictures.all()).slice(0, 8)) {
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return pictures.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
}

describe.each(Object.keys(viewports) as (keyof typeof viewports)[])('demo pictures (%s)', (viewport) => {
  const width = viewports[viewport].width;

  it('home (with its banner loop) and course list show ray-traced WebP covers, titles as text', async () => {
    const { context, page } = await newPage(browser, viewport);
    await gotoHydrated(page, '/');
    // The slogan banner plays its ray-traced loop, muted and inline.
    const loop = page.locator('video.home-banner__video');
    expect(await loop.getAttribute('src')).toMatch(/^\/files\/public\/demo\/banners\/home-loop\.mp4$/);
    await expect
      .poll(() => loop.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await screenshot(page, `demo-home-${width}`);
    await gotoHydrated(page, '/course');
    const covers = await picturesLoaded(page, 'img[src*="/files/public/demo/courses/"]', 6);
    expect(covers.every((src) => src.endsWith('.webp'))).toBe(true);
    // The first card's title (its cover's alt) is the page's visible text, not part of the picture.
    const title = await page.locator('img[src*="/files/public/demo/courses/"]').first().getAttribute('alt');
    expect(title).toBeTruthy();
    expect(await page.locator('body').innerText()).toContain(title!);
    expect(await documentWidth(page)).toBeLessThanOrEqual(width);
    await page.waitForLoadState('networkidle');
    await screenshot(page, `demo-course-list-${width}`);
    await context.close();
  });

  it('the AI gallery shows its works as renders', async () => {
    const { context, page } = await newPage(browser, viewport);
    await gotoHydrated(page, '/ai/gallery');
    const works = await picturesLoaded(page, '.ai-work img[src*="/files/public/demo/gallery/"]', 6);
    expect(new Set(works).size).toBe(works.length);
    await page.waitForLoadState('networkidle');
    await screenshot(page, `demo-ai-gallery-${width}`);
    await context.close();
  });
});
