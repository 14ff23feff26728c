import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AdminCourse, AdminCourseRow } from '@app/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, STAFF, staffToken } from './support/admin.ts';
import { apiOk } from './support/api.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { button, documentWidth, gotoHydrated, waitForMessage } from './support/ui.ts';

/**
 * Course outline in the back office (docs/spec-decisions.md "Back office: course chapters, lessons and
 * videos"): an editor adds a chapter and a lesson to a course on the shelf, uploads its video (transcoded by
 * the media pipeline), marks it free preview, and a guest plays it on the course page. The chapter and lesson
 * are removed afterwards, so other files find the course as it was.
 */
let browser: Browser;
let editor: string;
let dir: string;
let videoFile: string;
let course: AdminCourse;
let chapterId = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  editor = await staffToken(STAFF.editor);
  dir = mkdtempSync(path.join(os.tmpdir(), 'admin-lessons-e2e-'));
  videoFile = path.join(dir, 'admin-lesson.mp4');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '4', '-pix_fmt', 'yuv420p'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', videoFile],
  ]);
  // The second-oldest course on the shelf (admin-catalogue.e2e takes the oldest off the shelf for a while).
  const page = await apiOk<{ list: AdminCourseRow[] }>(
    'GET',
    '/api/admin/courses?state=on&limit=100',
    undefined,
    editor,
  );
  const row = page.list[page.list.length - 2]!;
  course = await apiOk<AdminCourse>('GET', `/api/admin/courses/${row.id}`, undefined, editor);
});
afterAll(async () => {
  if (chapterId) {
    const now = await apiOk<AdminCourse>('GET', `/api/admin/courses/${course.id}`, undefined, editor);
    for (const lesson of now.chapters.find((c) => c.id === chapterId)?.lessons ?? [])
      await apiOk('DELETE', `/api/admin/lessons/${lesson.id}`, undefined, editor);
    await apiOk('DELETE', `/api/admin/chapters/${chapterId}`, undefined, editor);
  }
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

const dialog = (page: Page, title: string) =>
  page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: title }) });

describe('back office course outline at 1440 px', () => {
  it('an editor adds a chapter and a lesson with a video; once transcoded and free, a guest plays it', async () => {
    const { context, page } = await newPage(browser);
    await signInStaff(page, STAFF.editor);
    const stamp = Date.now() % 100_000;
    const chapterName = `后台新章节${stamp}`;
    const lessonName = `后台新课时${stamp}`;
    await gotoHydrated(page, `/admin/courses/${course.id}`);
    await button(page, '添加章节').click();
    const addChapter = dialog(page, '添加章节');
    await addChapter.getByLabel('章节名称').fill(chapterName);
    await button(addChapter, '保存').click();
    await waitForMessage(page, '章节已添加');
    const chapter = page.locator('.admin-outline-chapter', { hasText: chapterName });
    chapterId = Number(await chapter.getAttribute('data-chapter'));

    await button(chapter, '添加课时').click();
    const addLesson = dialog(page, '末尾添加课时');
    await addLesson.getByLabel('课时名称').fill(lessonName);
    await button(addLesson, '保存').click();
    await waitForMessage(page, '课时已添加');
    const lesson = chapter.locator('.admin-outline-lesson', { hasText: lessonName });
    await lesson.getByText('无视频').waitFor();

    // The video goes straight to storage in presigned parts: no request to the API carries it.
    const apiBodies: number[] = [];
    const partPuts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiBodies.push(request.postDataBuffer()?.length ?? 0);
      if (request.method() === 'PUT') partPuts.push(url.pathname);
    });
    // The part's answer waits until the progress bar has been seen (and photographed).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/files/multipart/**', async (route) => {
      await held;
      await route.continue();
    });
    await lesson.locator('input[type=file]').setInputFiles(videoFile);
    await lesson.getByLabel('上传进度').waitFor();
    await screenshot(page, 'admin-lesson-upload-progress-1440');
    release();
    await waitForMessage(page, '视频已上传，正在转码', 60_000);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    expect(partPuts.length).toBeGreaterThan(0);
    expect(partPuts.every((p) => p.startsWith('/files/multipart/'))).toBe(true);
    expect(Math.max(...apiBodies)).toBeLessThan(statSync(videoFile).size / 2);
    // The page asks again every few seconds while the transcode runs (behind the demo's own videos in the queue).
    await lesson.getByText('转码完成').waitFor({ timeout: 360_000 });
    expect(await lesson.innerText()).toContain('0:04');

    await button(lesson, '编辑').click();
    const edit = dialog(page, `编辑课时「${lessonName}」`);
    await edit.getByRole('switch').click();
    await button(edit, '保存').click();
    await waitForMessage(page, '课时已保存');
    await lesson.getByText('免费试看').waitFor();
    await screenshot(page, 'admin-course-outline-1440');

    const lessonId = Number(await lesson.getAttribute('data-lesson'));
    const guest = await newPage(browser);
    // Guests' pages may be reused for a few seconds (PUBLIC_CACHE_SECONDS): look again until it is there.
    await expect
      .poll(
        async () => {
          await gotoHydrated(guest.page, `/coursepage/${course.id}?task_id=${lessonId}`);
          // The player mounts after its script loads; an overlay (join, transcoding) says it will not.
          await guest.page.locator('.art-video-player, .stage-overlay').first().waitFor({ timeout: 15_000 });
          return guest.page.locator('.art-video-player').count();
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBeGreaterThan(0);
    await guest.page.locator('.art-state').click();
    await expect
      .poll(() => guest.page.evaluate(() => document.querySelector('video')?.currentTime ?? -1), {
        timeout: 20_000,
      })
      .toBeGreaterThan(1);
    await screenshot(guest.page, 'admin-lesson-guest-plays-1440');
    await guest.context.close();
    await context.close();
  }, 480_000);
});

describe('back office course outline at 375 px', () => {
  it('the outline fits a phone', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await signInStaff(page, STAFF.editor);
    await gotoHydrated(page, `/admin/courses/${course.id}`);
    await page.locator('.admin-outline-chapter').first().waitFor();
    await page.locator('.admin-outline-chapter').last().scrollIntoViewIfNeeded();
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'admin-course-outline-375');

    // An upload in progress on a phone (its part never answered), then cancelled: the lesson is unchanged.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/files/multipart/**', async (route) => {
      await held;
      await route.abort();
    });
    const first = page.locator('.admin-outline-lesson').first();
    await first.locator('input[type=file]').setInputFiles(videoFile);
    await first.getByLabel('上传进度').waitFor();
    await first.scrollIntoViewIfNeeded();
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'admin-lesson-upload-progress-375');
    await first.getByRole('button', { name: '取消上传' }).click();
    release();
    await first.getByLabel('上传进度').waitFor({ state: 'detached' });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });
});
