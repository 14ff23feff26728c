import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AdminCourse } from '@app/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drawPng } from './support/admin-content.ts';
import { signInStaff, STAFF, staffToken } from './support/admin.ts';
import { apiOk, signIn } from './support/api.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { apiToken, createMember, type Member } from './support/members.ts';
import { button, documentWidth, gotoHydrated, waitForMessage } from './support/ui.ts';

/**
 * Player media in the back office (docs/spec-decisions.md "Back office: player media files"): an editor turns
 * a course's ads on (start image, pre-roll video, pause image) and adds a default .vtt caption to a lesson,
 * all in the admin UI; a member who joined the course sees the start image, the pre-roll playing before the
 * lesson (closable), the caption on the lesson and the pause image; a VIP gets no ads. Deleting the caption
 * in the UI takes it off the player. The course's ads are switched off and emptied afterwards (which also
 * deletes the uploaded video).
 */
interface Lesson {
  id: number;
  name: string;
  is_first: 0 | 1;
  lock_status: 0 | 1;
  video_status: string;
}
interface CourseDetail {
  details: { id: number; lock_status: 0 | 1; task: Lesson[] }[];
}
interface Addons {
  ads: { start_image: { image: string } | null; video: { video: string } | null } | null;
  captions: { text: string; value: string; default: boolean }[];
}

const READY_TIMEOUT_MS = 180_000;
const stamp = Date.now() % 100_000;
const CUE = `后台字幕测试${stamp}`;
let browser: Browser;
let editor: string;
let dir: string;
let fx: { courseId: number; lesson: Lesson };

/**
 * A free demo course without ads whose preview lesson (open to anyone, so its add-ons too) is transcoded: from the far end of the free list, so
 * neither the newest free courses (learning.e2e, admin-outline-extras.e2e) nor the ones with ads
 * (player-addons.e2e) are touched.
 */
async function waitForFixture() {
  const { courses } = await apiOk<{ courses: { id: number; price: number }[] }>(
    'GET',
    '/api/courses?limit=50&offset=0&sort=0',
  );
  const free = courses.filter((c) => c.price === 0).map((c) => c.id);
  const candidates = free.slice(4).reverse();
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    for (const courseId of candidates) {
      const detail = await apiOk<CourseDetail>('GET', `/api/courses/${courseId}`);
      const lesson = detail.details
        .filter((c) => c.lock_status === 0)
        .flatMap((c) => c.task)
        .find((l) => l.lock_status === 0 && l.is_first === 1 && l.video_status === 'ready');
      if (!lesson) continue;
      const addons = await apiOk<Addons>('GET', `/api/player/lessons/${lesson.id}/addons`);
      if (addons.ads === null) return { courseId, lesson };
    }
    if (Date.now() > deadline) throw new Error('no free demo course without ads was transcoded in 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  editor = await staffToken(STAFF.editor);
  dir = mkdtempSync(path.join(os.tmpdir(), 'admin-player-media-e2e-'));
  // A 3-second H.264 + AAC pre-roll, small and quick to make.
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=660', '-t', '3', '-pix_fmt', 'yuv420p'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', path.join(dir, 'preroll.mp4')],
  ]);
  writeFileSync(path.join(dir, 'zh.vtt'), `WEBVTT\n\n00:00.000 --> 10:00.000\n${CUE}\n`);
  fx = await waitForFixture();
}, READY_TIMEOUT_MS + 30_000);
/** The captions this file adds; removed after it, and before each test so that a retry starts clean. */
async function removeOurCaptions(): Promise<void> {
  const course = await apiOk<AdminCourse>('GET', `/api/admin/courses/${fx.courseId}`, undefined, editor);
  for (const caption of course.chapters.flatMap((c) => c.lessons).flatMap((l) => l.captions))
    if (caption.label.startsWith('后台字幕'))
      await apiOk('DELETE', `/api/admin/captions/${caption.id}`, undefined, editor);
}
beforeEach(async () => {
  if (fx) await removeOurCaptions();
});
afterAll(async () => {
  if (fx) {
    const off = { enabled: false, start_image: null, video: null, videos: [], pause_image: null };
    await apiOk('POST', `/api/admin/courses/${fx.courseId}/ads`, off, editor);
    await removeOurCaptions();
  }
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

const part = (page: Page, legend: string) =>
  page.locator('.admin-course-ads fieldset', { has: page.locator('legend', { hasText: legend }) });
const captionsDialog = (page: Page) =>
  page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: '课时字幕' }) });
const lessonRow = (page: Page) => page.locator(`.admin-outline-lesson[data-lesson="${fx.lesson.id}"]`);
const mainVideo = (page: Page) => page.locator('video.art-video');
const isPlaying = (page: Page) =>
  page.evaluate(
    () => (document.querySelector('video.art-video') as HTMLVideoElement | null)?.paused === false,
  );
const addons = (token?: string) =>
  apiOk<Addons>('GET', `/api/player/lessons/${fx.lesson.id}/addons`, undefined, token);

/** Uploads through the file input inside `scope` and waits for `shown` to appear. */
async function upload(scope: Locator, file: string, shown: Locator) {
  await scope.locator('input[type=file]').first().setInputFiles(file);
  await shown.waitFor({ timeout: 30_000 });
}

/**
 * A member who joined the course, new for each viewing: one who watched before has a saved position, and a
 * resumed lesson waits for its viewer's play (so would the pre-roll) — and a retried test starts clean.
 */
async function joinedMember(): Promise<Member> {
  const member = await createMember();
  const token = await apiToken(member.phone, member.password);
  await apiOk('POST', '/api/free-course', { type: 1, id: fx.courseId }, token);
  return member;
}

/** The member's lesson page, signed in, with the browser's autoplay allowed by a click on the page. */
async function openLesson(page: Page) {
  await gotoHydrated(page, `/coursepage/${fx.courseId}?task_id=${fx.lesson.id}`);
  await page.locator('.art-video-player').waitFor({ timeout: 30_000 });
}

/** Sits through the start image (checking it is ours), then sees the pre-roll play and closes it. */
async function pastAds(page: Page, startImage: string, prerollKey: string, shot?: string) {
  const start = page.locator('.vp-ad--start .vp-ad__image');
  await start.waitFor({ timeout: 30_000 });
  expect(await start.getAttribute('src')).toBe(startImage);
  await page.locator('.course-stage__bar').click();
  await page.locator('.vp-ad').waitFor({ state: 'hidden', timeout: 15_000 });
  const ad = page.locator('.artplayer-plugin-ads');
  // The pre-roll comes with the lesson's first play, which a busy browser may refuse to start by itself: its
  // click-to-play prompt is then clicked, as a viewer would.
  await expect
    .poll(
      async () => {
        const prompt = page.locator('.vp-blocked');
        if (await prompt.isVisible()) await prompt.click();
        return ad.isVisible();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const adVideo = ad.locator('video');
  expect(await adVideo.getAttribute('src')).toContain(prerollKey);
  // The pre-roll really plays (its time moves) while the lesson waits.
  await expect
    .poll(() => adVideo.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.3);
  expect(await isPlaying(page)).toBe(false);
  if (shot) await screenshot(page, shot);
  await ad.locator('.artplayer-plugin-ads-close').click();
  await ad.waitFor({ state: 'hidden', timeout: 5000 });
  await expect
    .poll(
      async () => {
        const prompt = page.locator('.vp-blocked');
        if (await prompt.isVisible()) await prompt.click();
        return isPlaying(page);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

describe('player ads and captions from the back office', () => {
  it('an editor sets ads and a caption in the UI; a member sees them; a VIP sees no ads; the caption goes', async () => {
    const { context, page } = await newPage(browser);
    await signInStaff(page, STAFF.editor);
    await gotoHydrated(page, `/admin/courses/${fx.courseId}`);
    const card = page.locator('.admin-course-ads');
    await card.waitFor();
    const startPng = await drawPng(page, dir, 'start.png', `开场${stamp}`, 640, 360);
    const pausePng = await drawPng(page, dir, 'pause.png', `暂停${stamp}`, 640, 360);

    await card.getByLabel('显示广告（会员观看时始终不显示）').check();
    await upload(part(page, '开场图片'), startPng, card.getByAltText('开场图片预览'));
    await part(page, '开场图片').getByLabel('时长（秒）').fill('2');
    await upload(part(page, '片头视频'), path.join(dir, 'preroll.mp4'), card.locator('video.admin-ad-video'));
    await part(page, '片头视频').getByLabel('时长（秒）').fill('3');
    await upload(part(page, '暂停图片'), pausePng, card.getByAltText('暂停图片预览'));
    await screenshot(page, 'admin-player-ads-form-1440');
    await button(card, '保存广告设置').click();
    await waitForMessage(page, '广告设置已保存');

    const saved = await apiOk<{
      enabled: boolean;
      start_image: { image: string };
      video: { video: string };
      pause_image: { image: string };
    }>('GET', `/api/admin/courses/${fx.courseId}/ads`, undefined, editor);
    expect(saved.enabled).toBe(true);
    expect(saved.video.video).toMatch(/^admin\/ads\//);

    // The caption: a .vtt, marked default, added from the lesson's 字幕 dialog.
    await lessonRow(page).getByRole('button', { name: /^字幕/ }).click();
    const dialog = captionsDialog(page);
    await upload(dialog, path.join(dir, 'zh.vtt'), dialog.locator('.ant-tag', { hasText: 'zh.vtt' }));
    await dialog.getByLabel('名称').fill(`后台字幕${stamp}`);
    const isDefault = dialog.getByLabel('默认显示');
    if ((await isDefault.getAttribute('aria-checked')) !== 'true') await isDefault.click();
    await button(dialog, '添加字幕').click();
    await waitForMessage(page, '字幕已添加');
    await dialog.getByText(`后台字幕${stamp}（zh-CN）`).waitFor();
    await screenshot(page, 'admin-player-captions-1440');
    await dialog.locator('.ant-modal-close').click();

    // The member: start image, the pre-roll before the lesson, then the lesson with the caption shown.
    const viewer = await newPage(browser);
    viewer.page.setDefaultNavigationTimeout(60_000);
    const member = await joinedMember();
    await signIn(viewer.page, member.phone, member.password);
    await openLesson(viewer.page);
    await pastAds(
      viewer.page,
      saved.start_image.image,
      saved.video.video,
      'admin-player-preroll-member-1440',
    );
    await viewer.page.locator('.art-subtitle', { hasText: CUE }).waitFor({ timeout: 20_000 });
    // Pausing shows the pause image.
    await mainVideo(viewer.page).evaluate((v: HTMLVideoElement) => v.pause());
    const pauseAd = viewer.page.locator('.vp-pause-ad');
    await pauseAd.waitFor();
    expect(await pauseAd.locator('img').getAttribute('src')).toBe(saved.pause_image.image);
    await screenshot(viewer.page, 'admin-player-media-member-1440');

    // A VIP is exempt from ads (002 §4), the caption stays.
    const vip = await createMember();
    const vipToken = await apiToken(vip.phone, vip.password);
    const admin = await staffToken(STAFF.admin);
    await apiOk('POST', `/api/admin/members/${vip.id}/vip`, { plan: 'month', reason: 'e2e 广告豁免' }, admin);
    const vipView = await addons(vipToken);
    expect(vipView.ads).toBeNull();
    expect(vipView.captions.map((c) => c.text)).toContain(`后台字幕${stamp}`);

    // Deleting the caption in the UI takes it off the player.
    await lessonRow(page).getByRole('button', { name: /^字幕/ }).click();
    const item = dialog.locator('.ant-list-item', { hasText: `后台字幕${stamp}` });
    await button(item, '删除').click();
    await button(page.locator('.ant-popconfirm'), '删除').click();
    await waitForMessage(page, '字幕已删除');
    await item.waitFor({ state: 'detached' });
    expect((await addons()).captions.map((c) => c.text)).not.toContain(`后台字幕${stamp}`);
    await viewer.context.close();
    const later = await newPage(browser);
    later.page.setDefaultNavigationTimeout(60_000);
    const another = await joinedMember();
    await signIn(later.page, another.phone, another.password);
    await openLesson(later.page);
    await pastAds(later.page, saved.start_image.image, saved.video.video);
    await later.page.waitForTimeout(1500);
    expect(await later.page.locator('.art-subtitle', { hasText: CUE }).count()).toBe(0);
    await later.context.close();
    await context.close();
  }, 180_000);
});

describe('player media at 375 px', () => {
  it('the ads card, the captions dialog and the member player fit a phone', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await signInStaff(page, STAFF.editor);
    await gotoHydrated(page, `/admin/courses/${fx.courseId}`);
    const card = page.locator('.admin-course-ads');
    await card.scrollIntoViewIfNeeded();
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'admin-player-ads-form-375');
    await lessonRow(page).getByRole('button', { name: /^字幕/ }).click();
    await captionsDialog(page).waitFor();
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'admin-player-captions-375');
    await context.close();

    const viewer = await newPage(browser, 'mobile');
    const member = await joinedMember();
    await signIn(viewer.page, member.phone, member.password);
    await openLesson(viewer.page);
    await viewer.page.locator('.vp-ad--start').waitFor({ timeout: 30_000 });
    expect(await documentWidth(viewer.page)).toBeLessThanOrEqual(375);
    await screenshot(viewer.page, 'admin-player-media-member-375');
    await viewer.context.close();
  }, 90_000);
});
