import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, signIn } from './support/api.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { createMember, type Member } from './support/members.ts';
import { clickOnPlayerBar, controlsOutside } from './support/player-controls.ts';
import { documentWidth, gotoHydrated } from './support/ui.ts';

interface Lesson {
  id: number;
  name: string;
  is_first: 0 | 1;
  lock_status: 0 | 1;
  video_status: string;
}
interface CourseDetail {
  course: { id: number; name: string; price: number };
  details: { lock_status: 0 | 1; task: Lesson[] }[];
}
interface Addons {
  ads: {
    start_image: { seconds: number } | null;
    video: { seconds: number } | null;
    videos: unknown[];
    pause_image: unknown;
  } | null;
  markers: { offset: number; title: string }[];
  playlist: { id: number; name: string }[];
}

/**
 * The demo course with the start image ad (seed/player.ts), its first playable lesson once transcoded (it has
 * the 中文 / English audio tracks; the seed transcodes it first), and the course with the video ads.
 */
interface Fixture {
  courseId: number;
  lesson: Lesson;
  videoAdCourseId: number;
}

const READY_TIMEOUT_MS = 180_000;
let browser: Browser;
let fixture: Fixture;

async function freeCourseIds(): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; offset < 5; offset += 1) {
    const { courses } = await apiOk<{ courses: { id: number; price: number }[] }>(
      'GET',
      `/api/courses?limit=50&offset=${offset}&sort=0`,
    );
    ids.push(...courses.filter((course) => course.price === 0).map((course) => course.id));
    if (courses.length < 50) break;
  }
  return ids;
}

/** The free demo courses whose preview lesson's ads have a start image / a pre-roll video. */
async function adCourses(): Promise<{ startImage: number; video: number }> {
  const found = { startImage: 0, video: 0 };
  for (const id of (await freeCourseIds()).reverse()) {
    const detail = await apiOk<CourseDetail>('GET', `/api/courses/${id}`);
    const preview = detail.details.flatMap((c) => c.task).find((lesson) => lesson.is_first === 1);
    if (!preview) continue;
    const { ads } = await apiOk<Addons>('GET', `/api/player/lessons/${preview.id}/addons`);
    if (ads?.start_image && !found.startImage) found.startImage = id;
    if (ads?.video && !found.video) found.video = id;
    if (found.startImage && found.video) return found;
  }
  throw new Error('no demo course has a start image ad and another a video ad (seed/player.ts)');
}

async function waitForFixture(): Promise<Fixture> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const { startImage: courseId, video: videoAdCourseId } = await adCourses();
  for (;;) {
    const detail = await apiOk<CourseDetail>('GET', `/api/courses/${courseId}`);
    const playable = detail.details
      .filter((chapter) => chapter.lock_status === 0)
      .flatMap((chapter) => chapter.task)
      .filter((lesson) => lesson.lock_status === 0);
    // The first playable lesson has the two-track clip: wait for it rather than take another one.
    const [first] = playable;
    if (first?.video_status === 'ready') return { courseId, lesson: first, videoAdCourseId };
    if (Date.now() > deadline) throw new Error('the ad course was not transcoded within 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  fixture = await waitForFixture();
}, READY_TIMEOUT_MS + 30_000);
afterAll(() => browser?.close());

const videoTime = (page: Page) =>
  page.evaluate(() => document.querySelector('.art-video')?.['currentTime' as never] ?? -1);
const isPlaying = (page: Page) =>
  page.evaluate(
    () => (document.querySelector('video.art-video') as HTMLVideoElement | null)?.paused === false,
  );

/** A member who joined the ad course (free), signed in on a fresh page. */
async function joinedMember(
  viewport: 'desktop' | 'mobile' = 'desktop',
  courseId = fixture.courseId,
): Promise<{ member: Member; page: Page; token: string }> {
  const member = await createMember();
  const { page } = await newPage(browser, viewport);
  // The demo clips are transcoded by this same platform while these tests run: pages may answer slowly.
  page.setDefaultNavigationTimeout(60_000);
  // The page's sign-in is the session the API calls use too (a second login cost a password hash).
  const { token } = await signIn(page, member.phone, member.password);
  await apiOk('POST', '/api/free-course', { type: 1, id: courseId }, token);
  return { member, page, token };
}

/** Opens a lesson and sits through the start image ad: it counts down, then the lesson plays. */
async function openPastStartAd(page: Page, lessonId: number): Promise<void> {
  await gotoHydrated(page, `/coursepage/${fixture.courseId}?task_id=${lessonId}`);
  const countdown = page.locator('.vp-ad--start .vp-ad__countdown');
  // Read in the page as soon as it shows: on a loaded machine a second round trip can miss a 3-s ad.
  const first = await page
    .waitForFunction(() => document.querySelector('.vp-ad--start .vp-ad__countdown')?.textContent || null)
    .then((handle) => handle.jsonValue());
  expect(first).toMatch(/^广告：[1-3] 秒$/);
  // A click on the page gives the browser's autoplay its user gesture (a refused start shows the prompt).
  await page.locator('.course-stage__bar').click();
  await expect.poll(() => countdown.innerText().catch(() => ''), { timeout: 5000 }).not.toBe(first);
  await page.locator('.vp-ad').waitFor({ state: 'hidden', timeout: 10_000 });
  // Then the lesson starts by itself; should the browser refuse, its click-to-play prompt is used.
  await expect
    .poll(
      async () => {
        const prompt = page.locator('.vp-blocked');
        if (await prompt.isVisible()) await prompt.click();
        return (await isPlaying(page)) || (await videoTime(page)) > 0.5;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

/**
 * Opens artplayer's settings panel (again, should it have hidden itself meanwhile; back to its top when a
 * sub-panel is open), then one of its entries by name, and answers the open panel.
 */
async function openSetting(page: Page, name: string) {
  await page.locator('.art-video-player').hover();
  const current = page.locator('.art-setting-panel.art-current');
  // Forced clicks: artplayer slides a panel in (a transform over a few frames) and keeps re-laying it out
  // while the video plays, which Playwright's "stable" check can keep waiting on; a person clicks it fine.
  if (!(await current.isVisible())) await page.locator('.art-control-setting').click({ force: true });
  const back = current.locator('.art-setting-item-back');
  if (await back.isVisible()) await back.click({ force: true });
  await current.locator(`.art-setting-item[data-name="${name}"]`).click({ timeout: 5000, force: true });
  return current;
}

/** The entries of one of artplayer's settings, as listed ([] when its panel could not be opened). */
async function settingChoices(page: Page, name: string): Promise<string[]> {
  const panel = await openSetting(page, name).catch(() => null);
  if (!panel) return [];
  return panel
    .locator('.art-setting-item:not(.art-setting-item-back) .art-setting-item-left-text')
    .allInnerTexts();
}

/**
 * Chooses `option` in one of artplayer's settings and checks that it took (the entry shows it): artplayer
 * hides its panel when the pointer rests, which a loaded machine can hit between two steps.
 */
async function chooseSetting(page: Page, name: string, option: string): Promise<void> {
  const shown = page.locator(`.art-setting-item[data-name="${name}"] .art-setting-item-right-tooltip`);
  await expect
    .poll(
      async () => {
        const panel = await openSetting(page, name).catch(() => null);
        await panel
          ?.locator('.art-setting-item:not(.art-setting-item-back)', { hasText: option })
          .click({ timeout: 3000, force: true })
          .catch(() => undefined);
        return shown.textContent();
      },
      { timeout: 30_000 },
    )
    .toBe(option);
}

/** Keeps every text artplayer's notice shows from now on (a notice lasts about 2 s). */
async function recordNotices(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenNotices: string[] }).seenNotices = seen;
    const notice = document.querySelector('.art-notice')!;
    new MutationObserver(() => seen.push((notice.textContent ?? '').trim())).observe(notice, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { seenNotices: string[] }).seenNotices);
}

describe('the player add-ons on a demo lesson', () => {
  it('plays after the start ad; comments reach a second browser at their time; pause ad, markers, rotate, playlist', async () => {
    const { lesson } = fixture;
    const { page, token } = await joinedMember();
    const { playlist } = await apiOk<Addons>(
      'GET',
      `/api/player/lessons/${lesson.id}/addons`,
      undefined,
      token,
    );
    const nextLesson = playlist[playlist.findIndex((item) => item.id === lesson.id) + 1]!;
    await openPastStartAd(page, lesson.id);
    await page.locator('.art-video-player').hover();
    expect(await controlsOutside(page)).toEqual([]);
    await screenshot(page, 'player-addons-playing-1440');
    // From near the start again: comments are drawn while the video plays (not once it has ended).
    await page.evaluate(() => {
      const video = document.querySelector('video.art-video') as HTMLVideoElement;
      video.currentTime = 1;
      void video.play();
    });
    await expect.poll(() => isPlaying(page), { timeout: 10_000 }).toBe(true);

    // A comment: sent with Enter, stored, drawn at once for the sender.
    const text = `弹幕${Date.now() % 100_000}`;
    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/player/lessons/${lesson.id}/danmaku`) &&
        response.request().method() === 'POST',
    );
    await page.locator('.vp-danmaku__input').fill(text);
    await page.locator('.vp-danmaku__input').press('Enter');
    const stored = (await (await sent).json()) as { code: number; data: { stime: number } };
    expect(stored.code).toBe(200);
    await page.locator('.art-danmuku', { hasText: text }).waitFor({ timeout: 10_000 });

    // Pause shows the pause ad; play hides it.
    await page.evaluate(() => (document.querySelector('video.art-video') as HTMLVideoElement).pause());
    await page.locator('.vp-pause-ad').waitFor();
    await screenshot(page, 'player-addons-pause-ad-1440');

    // A marker's popup plays from its offset.
    await clickOnPlayerBar(page, page.locator('.vp-marker[data-offset="6"]'));
    await page.locator('.vp-marker-popup', { hasText: '本节重点' }).waitFor();
    await page.locator('.vp-marker-popup__play').click();
    await expect.poll(() => isPlaying(page), { timeout: 10_000 }).toBe(true);
    expect(await videoTime(page)).toBeGreaterThanOrEqual(6);
    // The pause ad leaves on the video's 'play' event, a task after `paused` turns false: waited for, not
    // read in the same instant (CI run 4 read it in between).
    await page.locator('.vp-pause-ad').waitFor({ state: 'hidden', timeout: 5_000 });

    // Rotate turns the video by 45°.
    await page.locator('.art-video-player').hover();
    await page.locator('.art-control-setting').click();
    await page.locator('.art-setting-item[data-name="rotate"]').click();
    await expect
      .poll(() =>
        page.evaluate(() => (document.querySelector('video.art-video') as HTMLElement).style.transform),
      )
      .toContain('rotate(45deg)');

    // A second browser (another member of the course) sees the comment when its time comes.
    const other = await joinedMember();
    await openPastStartAd(other.page, lesson.id);
    // Played from a second before the comment's time, and again should the short clip pass it unseen (a
    // loaded machine can stall playback past it or to the end).
    const drawn = other.page.locator('.art-danmuku', { hasText: text });
    await expect
      .poll(
        async () => {
          if (await drawn.count()) return true;
          await other.page.evaluate((seconds) => {
            const video = document.querySelector('video.art-video') as HTMLVideoElement;
            if (!video.paused && !video.ended && video.currentTime < seconds + 3) return;
            video.currentTime = Math.max(0, seconds - 1);
            void video.play();
          }, stored.data.stime / 1000);
          return false;
        },
        { timeout: 45_000, interval: 1000 },
      )
      .toBe(true);
    await screenshot(other.page, 'player-addons-danmaku-second-browser-1440');
    await other.page.context().close();

    // The playlist's next goes to the next lesson.
    await page.locator('.art-video-player').hover();
    await page.locator('.art-control-playlist-next').click();
    await page.waitForURL((url) => url.searchParams.get('task_id') === String(nextLesson.id));
  }, 300_000);

  it('the two-track demo lesson: the audio-track menu switches hls.js between 中文 and English; quality toast', async () => {
    const { lesson } = fixture;
    const { page } = await joinedMember();
    const audioPlaylists: string[] = [];
    page.on('request', (request) => {
      const match = /\/v\/(audio-\d)\/index\.m3u8/.exec(request.url());
      if (match) audioPlaylists.push(match[1]!);
    });
    await openPastStartAd(page, lesson.id);
    const player = page.locator('.art-video-player');
    await expect.poll(() => player.getAttribute('data-audio-track'), { timeout: 15_000 }).toBe('0');
    expect(audioPlaylists).toContain('audio-0');

    await expect
      .poll(() => settingChoices(page, 'hls-audio'), { timeout: 30_000 })
      .toEqual(['中文', 'English']);
    await screenshot(page, 'player-addons-audio-tracks-1440');
    // hls.js completes a switch when it buffers the new track at the playhead: not at the end of the clip.
    await page.evaluate(() => {
      const video = document.querySelector('video.art-video') as HTMLVideoElement;
      video.currentTime = 1;
      void video.play();
    });
    await chooseSetting(page, 'hls-audio', 'English');
    // hls.js switched its audioTrack: it loads the English rendition and reports the switch once a fragment of
    // it plays, so the clip is started again from 1 s should it have ended (or stopped) while the menu was used.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => {
            const video = document.querySelector('video.art-video') as HTMLVideoElement;
            if (!video.paused && !video.ended && video.currentTime < 9) return;
            video.currentTime = 1;
            void video.play();
          });
          return player.getAttribute('data-audio-track');
        },
        { timeout: 30_000, interval: 2000 },
      )
      .toBe('1');
    expect(audioPlaylists).toContain('audio-1');
    await expect.poll(() => isPlaying(page), { timeout: 10_000 }).toBe(true);

    // Quality: '自动' first, then the rungs; a choice is announced with the 002 §9 toast.
    await expect
      .poll(() => settingChoices(page, 'hls-quality'), { timeout: 30_000 })
      .toEqual(['自动', '720P', '480P']);
    const notices = await recordNotices(page);
    await chooseSetting(page, 'hls-quality', '480P');
    await expect.poll(notices, { timeout: 5000 }).toContain('正在为您切换至 480P，请稍候...');
    await screenshot(page, 'player-addons-quality-1440');

    await page.context().close();
  }, 240_000);

  it('a guest tries a lesson of a paid course and hits the preview end layer', async () => {
    const paid: number[] = [];
    for (let offset = 0; offset < 5; offset += 1) {
      const { courses } = await apiOk<{ courses: { id: number; price: number }[] }>(
        'GET',
        `/api/courses?limit=50&offset=${offset}&sort=0`,
      );
      paid.push(...courses.filter((course) => course.price > 0).map((course) => course.id));
      if (courses.length < 50) break;
    }
    let target: { courseId: number; lessonId: number } | null = null;
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!target && Date.now() < deadline) {
      for (const id of paid.reverse()) {
        const detail = await apiOk<{
          details: { task: (Lesson & { preview_seconds: number | null; link: string | null })[] }[];
        }>('GET', `/api/courses/${id}`);
        const lesson = detail.details
          .flatMap((c) => c.task)
          .find((l) => l.preview_seconds !== null && l.link);
        if (lesson) {
          target = { courseId: id, lessonId: lesson.id };
          break;
        }
      }
      if (!target) await new Promise((resolve) => setTimeout(resolve, 3000));
    }
    if (!target) throw new Error('no demo course offers a ready free preview (seed/player.ts)');
    const { page } = await newPage(browser);
    await gotoHydrated(page, `/coursepage/${target.courseId}?task_id=${target.lessonId}`);
    await page.locator('.vp-preview-tip', { hasText: '试看 5 秒' }).waitFor();
    await page.locator('.art-state').click();
    await page.locator('.vp-preview-end', { hasText: '试看已结束' }).waitFor({ timeout: 30_000 });
    expect(await isPlaying(page)).toBe(false);
    expect(await videoTime(page)).toBeLessThanOrEqual(6.5);
    await screenshot(page, 'player-addons-preview-over-1440');
    // A lesson with one audio stream offers no audio-track menu (the rest of the settings are there).
    await page.locator('.art-video-player').hover();
    await page.locator('.art-control-setting').click();
    await page.locator('.art-setting-item[data-name="rate"]').waitFor();
    expect(await page.locator('.art-setting-item[data-name="hls-audio"]').count()).toBe(0);
  }, 240_000);

  it('works at 375 px', async () => {
    const { page } = await joinedMember('mobile');
    // The rungs whose segments the player fetches (hls.js climbs to the top one at once on this fast link).
    const rungs = new Set<string>();
    page.on('request', (request) => {
      const match = /\/(\d+p)\/seg_\d+\.ts/.exec(request.url());
      if (match) rungs.add(match[1]!);
    });
    await openPastStartAd(page, fixture.lesson.id);
    await page.locator('.vp-danmaku__input').waitFor();
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    // Every control of the bar (two rows here) stays inside the player, looked at with the bar showing, its
    // least room (10 px of padding a side). The comment input takes what the controls leave: the row used
    // to be as wide as the input's default 20 characters in the browser's form-control font, which put
    // fullscreen at 396 px where that font is DejaVu Sans (the CI machines); a larger input text checks that
    // its own width no longer counts.
    await page.locator('.art-video-player').hover();
    expect(await controlsOutside(page)).toEqual([]);
    const larger = await page.addStyleTag({ content: '.vp-danmaku__input { font-size: 20px; }' });
    expect(await controlsOutside(page)).toEqual([]);
    await larger.evaluate((style) => (style as HTMLStyleElement).remove());
    await screenshot(page, 'player-addons-playing-375');
    await expect
      .poll(() => settingChoices(page, 'hls-audio'), { timeout: 30_000 })
      .toEqual(['中文', 'English']);
    await screenshot(page, 'player-addons-audio-tracks-375');
    // A 375-pixel box is given the 480p rung, never the 720p one (hls.js capLevelToPlayerSize).
    expect([...rungs]).toEqual(['480p']);
    // The phone held sideways: a player 812 px wide, still short of the one-row bar (about 870 px).
    await page.setViewportSize({ width: 812, height: 375 });
    await page.locator('.art-video-player').hover();
    expect(await controlsOutside(page)).toEqual([]);
    await screenshot(page, 'player-addons-playing-812x375');
  }, 180_000);

  it('the pre-roll video ad (artplayer-plugin-ads) after the sequence: countdown, close by keyboard, then the lesson', async () => {
    let lesson: Lesson | undefined;
    // Last in this file: its lesson has the demo's largest clip, transcoded last (seed/videos.ts).
    const deadline = Date.now() + 2 * READY_TIMEOUT_MS;
    while (!lesson) {
      const detail = await apiOk<CourseDetail>('GET', `/api/courses/${fixture.videoAdCourseId}`);
      const first = detail.details
        .filter((chapter) => chapter.lock_status === 0)
        .flatMap((chapter) => chapter.task)
        .find((task) => task.lock_status === 0)!;
      if (first.video_status === 'ready') lesson = first;
      else if (Date.now() > deadline)
        throw new Error('the video-ad course was not transcoded within 6 minutes');
      else await new Promise((resolve) => setTimeout(resolve, 3000));
    }
    const { page } = await joinedMember('desktop', fixture.videoAdCourseId);
    await gotoHydrated(page, `/coursepage/${fixture.videoAdCourseId}?task_id=${lesson.id}`);
    // The hand-written sequence first: its own countdown, then closed.
    await page.locator('.vp-ad--sequence .vp-ad__close').waitFor({ timeout: 30_000 });
    await page.locator('.vp-ad--sequence .vp-ad__close').click();
    // Then the lesson starts and the plugin holds it for the pre-roll ad.
    const ad = page.locator('.artplayer-plugin-ads');
    await ad.waitFor({ timeout: 60_000 });
    const countdown = ad.locator('.artplayer-plugin-ads-countdown');
    await expect.poll(() => countdown.innerText(), { timeout: 30_000 }).toMatch(/^广告：\d+ 秒$/);
    const close = ad.locator('.artplayer-plugin-ads-close');
    expect(await close.innerText()).toBe('关闭广告');
    expect(await close.getAttribute('role')).toBe('button');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.className))
      .toContain('artplayer-plugin-ads-close');
    expect(await isPlaying(page)).toBe(false);
    await screenshot(page, 'player-addons-preroll-ad-1440');
    await close.press('Enter');
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
    await page.context().close();
  }, 540_000);
});
