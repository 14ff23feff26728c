import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, viewports } from './support/browser.ts';
import { documentWidth, gotoHydrated, settled } from './support/ui.ts';
import { apiOk } from './support/api.ts';
import { featuredCourses } from '../apps/server/src/seed/content/featured-lessons.ts';
import { topicGuides } from '../apps/server/src/seed/content/lesson-guides.ts';

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
    // For a visitor who welcomes motion the slogan banner plays its ray-traced loop, muted and inline, on a
    // screen at least a tablet wide.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await gotoHydrated(page, '/');
    const loop = page.locator('video.home-banner__video');
    const stillArtwork = async () => {
      expect(
        await loop.evaluate((video: HTMLVideoElement) => ({
          source: video.currentSrc,
          state: video.readyState,
          shown: getComputedStyle(video).display !== 'none',
        })),
      ).toEqual({ source: '', state: 0, shown: false });
      expect(await page.locator('.home-banner__art').isVisible()).toBe(true);
    };
    if (viewport === 'desktop') {
      expect(await loop.evaluate((video: HTMLVideoElement) => new URL(video.currentSrc).pathname)).toBe(
        '/files/public/demo/banners/home-loop.mp4',
      );
      await expect
        .poll(() => loop.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 })
        .toBeGreaterThan(0);
    } else {
      // On a phone the loop is neither fetched nor shown: the drawn artwork stays, still.
      await stillArtwork();
    }
    await settled(page);
    await screenshot(page, `demo-home-${width}`);
    // With "reduce motion" set the loop is neither fetched nor shown at any width.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/');
    await stillArtwork();
    await gotoHydrated(page, '/course');
    const covers = await picturesLoaded(page, 'img[src*="/files/public/demo/courses/"]', 6);
    expect(covers.every((src) => src.endsWith('.webp'))).toBe(true);
    // The first card's title (its cover's alt) is the page's visible text, not part of the picture.
    const title = await page.locator('img[src*="/files/public/demo/courses/"]').first().getAttribute('alt');
    expect(title).toBeTruthy();
    expect(await page.locator('body').innerText()).toContain(title!);
    expect(await documentWidth(page)).toBeLessThanOrEqual(width);
    await settled(page);
    await screenshot(page, `demo-course-list-${width}`);
    await context.close();
  });

  it('the AI gallery shows its works as renders', async () => {
    const { context, page } = await newPage(browser, viewport);
    await gotoHydrated(page, '/ai/gallery');
    const works = await picturesLoaded(page, '.ai-work img[src*="/files/public/demo/gallery/"]', 6);
    expect(new Set(works).size).toBe(works.length);
    await settled(page);
    await screenshot(page, `demo-ai-gallery-${width}`);
    await context.close();
  });
});

interface DirectoryLesson {
  id: number;
  name: string;
  is_first: 0 | 1;
  link: string | null;
  video_status: string;
}

/** The Grasshopper featured course and its preview lesson, once that lesson's narrated video is transcoded. */
async function narratedPreview(): Promise<{ courseId: number; lesson: DirectoryLesson; titles: string[] }> {
  const featured = featuredCourses[0]!;
  const { courses } = await apiOk<{ courses: { id: number; name: string }[] }>(
    'GET',
    '/api/courses?limit=50&offset=0&sort=0',
  );
  const courseId = courses.find((c) => c.name === featured.course)!.id;
  for (const deadline = Date.now() + 180_000; ;) {
    const detail = await apiOk<{ details: { task: DirectoryLesson[] }[] }>('GET', `/api/courses/${courseId}`);
    const lessons = detail.details.flatMap((c) => c.task);
    const lesson = lessons.find((l) => l.is_first === 1 && l.link && l.video_status === 'ready');
    if (lesson) return { courseId, lesson, titles: lessons.map((l) => l.name) };
    if (Date.now() > deadline)
      throw new Error('the narrated preview lesson was not transcoded within 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
}

describe.each(Object.keys(viewports) as (keyof typeof viewports)[])('a narrated lesson (%s)', (viewport) => {
  const width = viewports[viewport].width;

  it('a featured course lists its scripts as lessons; the preview plays its narration with the captions', async () => {
    const { courseId, lesson, titles } = await narratedPreview();
    // The directory is the scripts' titles, numbered chapter.lesson.
    const scripts = featuredCourses[0]!.chapters.flatMap(([, s], c) =>
      s.map((script, i) => `${c + 1}.${i + 1} ${script.title}`),
    );
    expect(titles).toEqual(scripts);
    // Its captions are sentences of a script: the lesson's own (DEMO_MEDIA=all) or the topic's 课程导学
    // (the e2e platform makes the guides only).
    const sentences = new Set(
      [featuredCourses[0]!.chapters[0]![1][0]!, topicGuides.gh].flatMap((script) =>
        script.slides.flatMap((slide) => slide.narration),
      ),
    );
    const { context, page } = await newPage(browser, viewport);
    await gotoHydrated(page, `/coursepage/${courseId}?task_id=${lesson.id}`);
    await page.locator('.art-video-player').waitFor();
    await page.locator('.art-state').click();
    const caption = page.locator('.art-subtitle');
    await expect
      .poll(() => caption.innerText().catch(() => ''), { timeout: 30_000 })
      .toSatisfy((text: string) => sentences.has(text.trim()));
    // Still playing a few seconds later: a real lesson, not a short clip that has ended.
    await expect
      .poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0), { timeout: 20_000 })
      .toBeGreaterThan(4);
    expect(await page.evaluate(() => document.querySelector('video')?.duration ?? 0)).toBeGreaterThan(30);
    expect(await documentWidth(page)).toBeLessThanOrEqual(width);
    await expect
      .poll(() => caption.innerText().catch(() => ''), { timeout: 15_000 })
      .toSatisfy((text: string) => sentences.has(text.trim()));
    await screenshot(page, `demo-narrated-lesson-${width}`);
    await context.close();
  }, 240_000);
});
