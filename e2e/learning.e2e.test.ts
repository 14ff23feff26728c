import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiOk, signIn } from './support/api.ts';
import { baseURL, launchBrowser, newPage, screenshot, viewports } from './support/browser.ts';
import { apiToken, createMember } from './support/members.ts';
import { button, documentWidth, gotoHydrated, showInApp, waitForMessage } from './support/ui.ts';

interface Lesson {
  id: number;
  name: string;
  is_first: 0 | 1;
  lock_status: 0 | 1;
  link: string | null;
  watch: number;
  access: string;
  video_status: string;
}
interface CourseDetail {
  course: {
    id: number;
    name: string;
    price: number;
    has_discount: 0 | 1;
    discount_price: number;
    purchase: 0 | 1;
  };
  details: { lock_status: 0 | 1; task: Lesson[] }[];
  task: Lesson | null;
}

/** A free course with a preview lesson and two more playable lessons, all transcoded. */
interface Fixture {
  courseId: number;
  name: string;
  preview: Lesson;
  lessons: [Lesson, Lesson];
}

const NEED_JOIN = '请将课程加入学习课程中观看！';
const READY_TIMEOUT_MS = 180_000;

let browser: Browser;
let fixture: Fixture;
let paidCourseId: number;

const lessonsOf = (detail: CourseDetail) =>
  detail.details.filter((c) => c.lock_status === 0).flatMap((c) => c.task);

/** The demo clips are drawn and transcoded by the worker after start: wait until our lessons are ready. */
async function waitForFixture(): Promise<Fixture> {
  const { courses } = await apiOk<{ courses: { id: number; name: string; price: number }[] }>(
    'GET',
    '/api/courses?limit=50&offset=0&sort=0',
  );
  const free = courses.filter((course) => course.price === 0).map((course) => course.id);
  paidCourseId = courses.find((course) => course.price > 0)!.id;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    for (const id of free) {
      const detail = await apiOk<CourseDetail>('GET', `/api/courses/${id}`);
      const lessons = lessonsOf(detail).filter(
        (lesson) => lesson.lock_status === 0 && lesson.video_status === 'ready',
      );
      const preview = lessons.find((lesson) => lesson.is_first === 1 && lesson.link);
      const others = lessons.filter((lesson) => lesson.is_first === 0);
      if (preview && others.length >= 2) {
        return { courseId: id, name: detail.course.name, preview, lessons: [others[0]!, others[1]!] };
      }
    }
    if (Date.now() > deadline)
      throw new Error('no free demo course had its lessons transcoded within 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  fixture = await waitForFixture();
}, READY_TIMEOUT_MS + 30_000);
afterAll(() => browser?.close());

const videoTime = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? -1);

/** Starts the player with its big play button and waits until the decrypted video has run past `seconds`. */
async function playPast(page: Page, seconds: number): Promise<void> {
  await page.locator('.art-video-player').waitFor();
  await page.locator('.art-state').click();
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(seconds);
}

/**
 * The resume popup (002 §9) shows `line` while the video still stands at its start; 跳转播放 seeks there
 * (at least 2.5 s in), plays, and the popup goes.
 */
async function jumpToResumePoint(page: Page, line: RegExp): Promise<void> {
  const popup = page.locator('.vp-resume');
  await popup.waitFor();
  expect(await popup.locator('.vp-resume__text').innerText()).toMatch(line);
  expect(await videoTime(page)).toBeLessThan(1);
  await popup.getByRole('button', { name: '跳转播放' }).click();
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(2.5);
  await popup.waitFor({ state: 'hidden' });
}

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/** axe-core's serious and critical findings inside `selector` (rule ids). */
async function axeFindings(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<any> } }).axe;
    const result = await axe.run({ include: [include] }, { resultTypes: ['violations'] });
    return (result.violations as { id: string; impact: string }[])
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id);
  }, selector);
}

function maskedPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

describe('watching lessons', () => {
  it('a guest plays the preview lesson (HLS decrypts) and is asked to join on another', async () => {
    const html = await (await fetch(`${baseURL()}/coursepage/${fixture.courseId}`)).text();
    expect(html).toContain(`<title>${fixture.name} - 光子设计</title>`);

    const { context, page } = await newPage(browser);
    const keyAnswer = page.waitForResponse((response) =>
      /\/api\/media\/tasks\/\d+\/key/.test(response.url()),
    );
    await gotoHydrated(page, `/coursepage/${fixture.courseId}?task_id=${fixture.preview.id}`);
    await playPast(page, 1);
    expect((await keyAnswer).status()).toBe(200);
    expect(await page.locator('.vp-watermark').innerText()).toBe('光子设计');
    await screenshot(page, 'learning-guest-preview-1440');

    // Another lesson of the course: the overlay replaces the player.
    await page.locator('.course-directory__lesson', { hasText: fixture.lessons[0].name }).click();
    await page.waitForURL((url) => url.searchParams.get('task_id') === String(fixture.lessons[0].id));
    await page.locator('.stage-overlay--join', { hasText: NEED_JOIN }).waitFor();
    expect(await page.locator('.art-video-player').count()).toBe(0);
    await screenshot(page, 'learning-guest-overlay-1440');

    // A lesson whose answer does not arrive says so and offers a retry (not the last lesson's screen).
    const second = fixture.lessons[1];
    const lessonPath = `**/api/courses/${fixture.courseId}/lessons/${second.id}*`;
    await page.route(lessonPath, (route) => route.abort('failed'));
    await page.locator('.course-directory__lesson', { hasText: second.name }).click();
    await page.locator('.stage-overlay--failed', { hasText: '课时加载失败' }).waitFor();
    await page.unroute(lessonPath);
    await button(page.locator('.stage-overlay--failed'), '重试').click();
    await page.locator('.stage-overlay--join', { hasText: NEED_JOIN }).waitFor();
    await context.close();
  });

  it('a member joins the free course, plays a lesson, and the position survives reloads', async () => {
    const member = await createMember();
    const { context, page } = await newPage(browser);
    await signIn(page, member.phone, member.password);
    const lesson = fixture.lessons[0];
    const path = `/coursepage/${fixture.courseId}?task_id=${lesson.id}`;
    await gotoHydrated(page, path);

    // Not joined yet: the overlay offers 加入学习 (POST /api/free-course), then the lesson plays.
    await button(page.locator('.stage-overlay--join'), '加入学习').click();
    await waitForMessage(page, '加入学习成功');
    await playPast(page, 3);
    expect(await page.locator('.vp-watermark').innerText()).toBe(
      `光子设计 · ${member.name} · ${maskedPhone(member.phone)}`,
    );

    // Pause: saved locally and reported to the server.
    const reported = page.waitForResponse((response) => response.url().endsWith('/api/courses/progress'));
    await page.evaluate(() => document.querySelector('video')!.pause());
    expect((await reported).status()).toBe(200);
    const token = await apiToken(member.phone, member.password);
    const detail = await apiOk<CourseDetail>(
      'GET',
      `/api/courses/${fixture.courseId}?task_id=${lesson.id}`,
      undefined,
      token,
    );
    expect(detail.task?.watch).toBeGreaterThanOrEqual(3);

    // The server's page is the render every member shares (no member's state in it, placeholders where it
    // goes); after hydration the browser asks for the course once with the member's token.
    const html = await (await page.context().request.get(`${baseURL()}${path}`)).text();
    expect(html).not.toContain('已加入学习');
    expect(html).toContain('course-info__pending');
    const courseCalls: string[] = [];
    const ownCourse = new RegExp(`^/api/courses/${fixture.courseId}($|/lessons/)`);
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (ownCourse.test(url.pathname)) courseCalls.push(url.pathname + url.search);
    });
    // The stored position is offered by the resume popup (002 §9), not jumped to; 跳转播放 goes there.
    await page.reload();
    await jumpToResumePoint(page, /^上次看到 00:0[3-9]$/);
    expect(courseCalls).toEqual([`/api/courses/${fixture.courseId}?task_id=${lesson.id}`]);
    expect(await page.locator('.course-info__badge').innerText()).toBe('已加入学习');
    courseCalls.length = 0;

    // Another browser has no local position: the server's watch is the fallback.
    const other = await newPage(browser);
    await signIn(other.page, member.phone, member.password);
    await gotoHydrated(other.page, path);
    await jumpToResumePoint(other.page, /^上次看到 00:0[3-9]$/);
    await other.context.close();

    // Switching lesson as a member: the next one starts by itself after 1 s.
    await page.locator('.course-directory__lesson', { hasText: fixture.lessons[1].name }).click();
    await page.waitForURL((url) => url.searchParams.get('task_id') === String(fixture.lessons[1].id));
    await expect
      .poll(() => page.evaluate(() => document.querySelector('video')?.paused === false), { timeout: 20_000 })
      .toBe(true);
    // Only that lesson was asked for, not the whole course page again. The previous lesson plays on until the
    // answer comes, so the request may still be on its way when the video above reads as playing.
    await expect.poll(() => courseCalls.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(courseCalls).toEqual([`/api/courses/${fixture.courseId}/lessons/${fixture.lessons[1].id}`]);
    await screenshot(page, 'learning-member-playing-1440');
    // Closed, not left playing (decrypting and decoding) beside the file's later tests.
    await context.close();
  });

  it('the resume popup (002 §9): axe-clean, closed by keyboard, gone after 15 s, 跳转播放 by touch at 375 px', async () => {
    const member = await createMember();
    const token = await apiToken(member.phone, member.password);
    const lesson = fixture.lessons[1];
    await apiOk('POST', '/api/free-course', { type: 1, id: fixture.courseId }, token);
    const progress = { course_id: fixture.courseId, course_detail_id: lesson.id, time: 5, duration: 60 };
    await apiOk('POST', '/api/courses/progress', progress, token);
    const path = `/coursepage/${fixture.courseId}?task_id=${lesson.id}`;

    // The page clock (playwright's) runs at real pace until the test jumps it forward.
    const { context, page } = await newPage(browser);
    await page.clock.install();
    await signIn(page, member.phone, member.password);
    await gotoHydrated(page, path);
    const popup = page.locator('.vp-resume');
    await popup.waitFor();
    expect(await popup.locator('.vp-resume__text').innerText()).toBe('上次看到 00:05');
    await screenshot(page, 'learning-resume-popup-1440');
    expect(await axeFindings(page, '.vp-resume')).toEqual([]);

    // Keyboard: Tab goes from 跳转播放 to the close icon; Space there closes the popup and is not taken as
    // the player's play/pause key. Focus stays in the player, the video where it was.
    await popup.getByRole('button', { name: '跳转播放' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('关闭');
    await page.keyboard.press('Space');
    await popup.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.art-video-player')))).toBe(
      true,
    );
    expect(await page.evaluate(() => document.querySelector('video')!.paused)).toBe(true);
    expect(await videoTime(page)).toBeLessThan(1);

    // Left alone it is still there 10 s on and gone once 15 s have passed.
    await page.reload();
    await popup.waitFor();
    await page.clock.fastForward(10_000);
    expect(await popup.isVisible()).toBe(true);
    await page.clock.fastForward(5_500);
    await popup.waitFor({ state: 'hidden' });
    expect(await videoTime(page)).toBeLessThan(1);
    await context.close();

    // On a phone: the popup fits, and a tap on 跳转播放 plays from 00:05.
    const phone = await newPage(browser, 'mobile');
    await signIn(phone.page, member.phone, member.password);
    await gotoHydrated(phone.page, path);
    const phonePopup = phone.page.locator('.vp-resume');
    await phonePopup.waitFor();
    expect(await documentWidth(phone.page)).toBeLessThanOrEqual(375);
    const [box, player] = await Promise.all([
      phonePopup.boundingBox(),
      phone.page.locator('.art-video-player').boundingBox(),
    ]);
    expect(box!.x + box!.width).toBeLessThanOrEqual(player!.x + player!.width);
    await screenshot(phone.page, 'learning-resume-popup-375');
    await phonePopup.getByRole('button', { name: '跳转播放' }).tap();
    await expect.poll(() => videoTime(phone.page), { timeout: 20_000 }).toBeGreaterThanOrEqual(4.5);
    await phonePopup.waitFor({ state: 'hidden' });
    await phone.context.close();
  });

  it('my courses shows the learning progress and cancels a favourite in place', async () => {
    const member = await createMember();
    const token = await apiToken(member.phone, member.password);
    await apiOk('POST', '/api/free-course', { type: 1, id: fixture.courseId }, token);
    await apiOk(
      'POST',
      '/api/courses/progress',
      { course_id: fixture.courseId, course_detail_id: fixture.preview.id, time: 60, duration: 60 },
      token,
    );
    await apiOk('POST', '/api/courses/collect', { course_id: paidCourseId }, token);

    let desktop: Awaited<ReturnType<typeof newPage>> | undefined;
    for (const viewport of ['desktop', 'mobile'] as const) {
      const opened = await newPage(browser, viewport);
      const { context, page } = opened;
      await signIn(page, member.phone, member.password);
      await gotoHydrated(page, '/user/course');
      const card = page.locator('.my-card', { hasText: fixture.name });
      await card.waitFor();
      expect(await card.locator('.my-card__progress').innerText()).toMatch(/已学 [1-9]\d*%/);
      await screenshot(page, `learning-my-courses-${viewports[viewport].width}`);
      expect(await documentWidth(page)).toBeLessThanOrEqual(viewports[viewport].width);
      if (viewport === 'desktop') {
        await button(card, '继续学习').click();
        await page.waitForURL(
          (url) =>
            url.pathname === `/coursepage/${fixture.courseId}` &&
            url.searchParams.get('task_id') === String(fixture.preview.id),
        );
        desktop = opened;
      } else await context.close();
    }

    // The favourites in the desktop page, now on the course, through the app's router (as a menu click).
    const { context, page } = desktop!;
    await showInApp(page, '/user/course?type=collect');
    const favourite = page.locator('.my-card');
    await favourite.first().waitFor();
    expect(await favourite.count()).toBe(1);
    await button(favourite.first(), '取消收藏').click();
    await waitForMessage(page, '已取消收藏');
    await page.locator('.empty-state').waitFor();
    expect(await favourite.count()).toBe(0);
    await context.close();
  });

  it('a paid course goes to checkout with the order created first', async () => {
    const member = await createMember();
    const { context, page } = await newPage(browser);
    await signIn(page, member.phone, member.password);
    await gotoHydrated(page, `/coursepage/${paidCourseId}`);
    await button(page.locator('.course-info'), '立即购买').click();
    await page.waitForURL((url) => url.pathname === '/payment');
    const url = new URL(page.url());
    expect(url.searchParams.get('product_id')).toBe(String(paidCourseId));
    expect(url.searchParams.get('product_type')).toBe('1');
    expect(url.searchParams.get('order_no')).toMatch(/^\w+$/);
    await context.close();
  });
});

describe('the key endpoint', () => {
  it('serves the key only with a valid token of the right member and lesson', async () => {
    const [owner, stranger] = await Promise.all([createMember(), createMember()]);
    const ownerToken = await apiToken(owner.phone, owner.password);
    const strangerToken = await apiToken(stranger.phone, stranger.password);
    await apiOk('POST', '/api/free-course', { type: 1, id: fixture.courseId }, ownerToken);
    const lesson = fixture.lessons[0];
    const detail = await apiOk<CourseDetail>(
      'GET',
      `/api/courses/${fixture.courseId}?task_id=${lesson.id}`,
      undefined,
      ownerToken,
    );
    const link = detail.task?.link;
    expect(link).toBeTruthy();
    const token = new URL(link!, baseURL()).searchParams.get('token')!;
    const keyUrl = (taskId: number, playbackToken: string) =>
      `${baseURL()}/api/media/tasks/${taskId}/key?token=${encodeURIComponent(playbackToken)}`;
    const fetchKey = (url: string, session?: string) =>
      fetch(url, { headers: session ? { authorization: `Bearer ${session}` } : {} });

    // The stranger gets no link at all for the lesson.
    const strangers = await apiOk<CourseDetail>(
      'GET',
      `/api/courses/${fixture.courseId}?task_id=${lesson.id}`,
      undefined,
      strangerToken,
    );
    expect(strangers.task?.link).toBeNull();

    const granted = await fetchKey(keyUrl(lesson.id, token), ownerToken);
    expect(granted.status).toBe(200);
    expect(granted.headers.get('cache-control')).toContain('no-store');
    expect((await granted.arrayBuffer()).byteLength).toBe(16);

    // The owner's token in a stranger's session, for another lesson, or altered in any part: no key.
    const [uid, task, expires, signature] = token.split('.') as [string, string, string, string];
    const guestPreviewToken = new URL(fixture.preview.link!, baseURL()).searchParams.get('token')!;
    const refusals = [
      await fetchKey(keyUrl(lesson.id, token), strangerToken),
      await fetchKey(keyUrl(fixture.lessons[1].id, token), ownerToken),
      await fetchKey(keyUrl(lesson.id, guestPreviewToken)),
      await fetchKey(
        keyUrl(lesson.id, [String(stranger.id), task, expires, signature].join('.')),
        strangerToken,
      ),
      await fetchKey(keyUrl(lesson.id, [uid, task, String(Number(expires) + 86_400), signature].join('.'))),
      await fetchKey(
        keyUrl(lesson.id, [uid, task, String(Math.floor(Date.now() / 1000) - 60), signature].join('.')),
      ),
      await fetchKey(keyUrl(lesson.id, `${uid}.${task}.${expires}.${'0'.repeat(32)}`)),
      await fetchKey(keyUrl(lesson.id, 'not-a-token')),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(403);
      expect(refusal.headers.get('cache-control')).toContain('no-store');
      const body = (await refusal.json()) as { code: number };
      expect(body.code).toBe(4003);
    }
    // The playlist is refused the same way.
    const playlist = await fetch(
      `${baseURL()}/api/media/tasks/${lesson.id}/master.m3u8?token=${encodeURIComponent(guestPreviewToken)}`,
    );
    expect(playlist.status).toBe(403);
    expect(
      (await api('GET', `/api/courses/${fixture.courseId}?task_id=${lesson.id}`)).data.task.link,
    ).toBeNull();
  });
});

describe('the course page on a phone', () => {
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
  const phoneContext = () =>
    browser.newContext({
      baseURL: baseURL(),
      viewport: viewports.mobile,
      locale: 'zh-CN',
      isMobile: true,
      hasTouch: true,
      userAgent: IPHONE,
    });

  it('a phone that can play HLS plays the free preview inline, the directory under the player', async () => {
    const context = await phoneContext();
    // The phone's HTML already has the small layout (no 宽屏模式) and no PC-only message.
    const html = await (
      await context.request.get(`/coursepage/${fixture.courseId}?task_id=${fixture.preview.id}`)
    ).text();
    expect(html).not.toContain('stage-overlay--pc-only');
    expect(html).not.toContain('宽屏模式');
    const phone = await context.newPage();
    await gotoHydrated(phone, `/coursepage/${fixture.courseId}?task_id=${fixture.preview.id}`);
    await phone.locator('.art-state').tap();
    await expect.poll(() => videoTime(phone), { timeout: 20_000 }).toBeGreaterThan(1);
    expect(await phone.locator('.stage-overlay--pc-only').count()).toBe(0);
    expect(await phone.locator('video').evaluate((v: HTMLVideoElement) => v.playsInline)).toBe(true);
    const [player, directory] = await Promise.all([
      phone.locator('.course-stage__video').boundingBox(),
      phone.locator('.course-stage__directory').boundingBox(),
    ]);
    expect(directory!.y).toBeGreaterThanOrEqual(player!.y + player!.height - 1);
    expect(await documentWidth(phone)).toBeLessThanOrEqual(viewports.mobile.width);
    await screenshot(phone, 'learning-phone-playing-375');
    await context.close();
  });

  it('a phone browser that cannot play HLS is asked to use a PC; a narrow desktop window still plays', async () => {
    const context = await phoneContext();
    // A browser with neither native HLS nor Media Source Extensions (an old in-app browser). Chromium may
    // answer canPlayType for HLS itself (its built-in HLS player), so that answer goes too.
    await context.addInitScript(() => {
      const scope = window as unknown as Record<string, unknown>;
      delete scope.MediaSource;
      delete scope.ManagedMediaSource;
      delete scope.WebKitMediaSource;
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
      };
    });
    const phone = await context.newPage();
    await gotoHydrated(phone, `/coursepage/${fixture.courseId}?task_id=${fixture.preview.id}`);
    await phone.locator('.stage-overlay--pc-only', { hasText: '请前往PC端观看视频' }).waitFor();
    expect(await phone.locator('video').count()).toBe(0);
    expect(await documentWidth(phone)).toBeLessThanOrEqual(viewports.mobile.width);
    await screenshot(phone, 'learning-course-375');
    await context.close();

    const narrow = await newPage(browser);
    const page = narrow.page;
    await page.setViewportSize(viewports.mobile);
    await gotoHydrated(page, `/coursepage/${fixture.courseId}?task_id=${fixture.preview.id}`);
    await page.locator('.art-video-player').waitFor();
    expect(await page.locator('.stage-overlay--pc-only').count()).toBe(0);
    await page.setViewportSize(viewports.desktop);
    await expect
      .poll(() => page.evaluate(() => document.querySelector('video')?.readyState ?? 0), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    await screenshot(page, 'learning-course-1440');
    await narrow.context.close();
  });
});
