import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hasScript } from '@app/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, STAFF } from './support/admin.ts';
import { api, apiOk, signIn } from './support/api.ts';
import { launchBrowser, newPage, reportOnFailure, screenshot } from './support/browser.ts';
import { button, gotoHydrated, settled, showInApp } from './support/ui.ts';
import { playableLesson, seedDanmaku } from './xss/danmaku.ts';
import { submitMaterialsForReview } from './xss/review.ts';
import { armContext, liveMarkup, shownText, squash, type RenderReport } from './xss/render-check.ts';
import {
  commentTargets,
  makeCreator,
  seedAddresses,
  seedComments,
  seedInvoiceHeaders,
  seedMembers,
  seedProfiles,
  type Placed,
  type Seeded,
} from './xss/seed.ts';
import { NICKNAME_PROBES, pack, VECTORS } from './xss/vectors.ts';

/**
 * docs/spec-decisions.md "Stored-XSS corpus": the stored-XSS corpus (e2e/xss/vectors.ts, every executing
 * vector calls __xss(n)) put into every field that is shown — comments and replies, nicknames, profile texts,
 * addresses, invoice headers, creator submissions' rich text (the creator's form and staff's review page), AI
 * chat prompts — and rendered in Chromium on every page that shows them, one load per page. Each page must
 * run none of them (no __xss call, no dialog, no page error), keep none as live markup, and show the
 * plain-text fields' vectors as the very text that was typed. Each audience keeps one browser context for
 * the file (signed in once): its first page is a server-rendered, hydrated load, its later pages are reached
 * by the app's router as a link would reach them (a full load cost a busy core seconds per page).
 */

let browser: Browser;
let members: Seeded[];
/** Vectors (and nickname probes) seen rendered, summed over pages: the closing line's "XSS vectors × pages". */
let rendered = 0;
const reports: RenderReport[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  members = await seedMembers();
}, 120_000);
afterAll(async () => {
  for (const armed of contexts.values()) await armed.context.close();
  await browser?.close();
  const dir = path.resolve(import.meta.dirname, '../.tmp/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'counts-xss.json'), JSON.stringify({ 'XSS vectors × pages': rendered }));
});

interface Armed {
  context: BrowserContext;
  page: Page;
  take: Take;
  reset: () => void;
}
/** The file's armed contexts by audience ('guest', 'admin', a member's id, or a name of the test's own). */
const contexts = new Map<string, Armed>();

/**
 * The browser context armed for __xss of `as` (staff, a member, or nobody), opened and signed in on first use
 * and kept for the file: tests that read as the same audience share it (they only read pages). `key` gives a
 * test a context of its own that it may sign in to in turn as several members.
 */
async function armedPage(as?: Seeded | 'admin', key = as === 'admin' ? 'admin' : (as?.id ?? 'guest')) {
  let armed = contexts.get(String(key));
  if (armed) reportOnFailure(armed.page);
  else {
    const { context, page } = await newPage(browser);
    const { take, reset } = await armContext(context);
    if (as === 'admin') await signInStaff(page, STAFF.admin);
    else if (as) await signIn(page, as.phone, as.password);
    armed = { context, page, take, reset };
    contexts.set(String(key), armed);
  }
  // What the sign-in's pages or an earlier test did is not this test's to report.
  armed.reset();
  return armed;
}
type Take = Awaited<ReturnType<typeof armContext>>['take'];

/**
 * Checks the page as it stands: nothing ran, nothing live, and every text in `shown` is on screen exactly as
 * typed. Adds the number of vectors (and probes) shown to the count.
 */
async function check(page: Page, take: Take, label: string, shown: string[], vectorCount: number) {
  // A page reached by the app's router may still show the one before for a moment: its texts first.
  await expect
    .poll(
      async () => {
        const text = await shownText(page);
        return shown.filter((expected) => !text.includes(squash(expected))).length;
      },
      { timeout: 15_000 },
    )
    .toBe(0)
    .catch(() => undefined);
  // Handlers fire on an answer (an image's onerror or onload, a frame's load) or within frames of insertion
  // (autofocus' onfocus, ontoggle, an SVG animation's onbegin, a marquee's onstart): every request answered
  // and three frames after. A fixed 500 ms sleep per check did the same for ~15 s of a run.
  await settled(page, 3_000);
  const report = take(label, await liveMarkup(page));
  reports.push(report);
  expect(report, label).toMatchObject({ executed: [], dialogs: [], pageErrors: [], liveMarkup: [] });
  const text = await shownText(page);
  const missing = shown.filter((expected) => !text.includes(squash(expected)));
  expect(missing, `${label}: texts not shown as typed`).toEqual([]);
  rendered += vectorCount;
}

const countOf = (placed: Placed[]) => placed.reduce((sum, p) => sum + p.vectors.length, 0);
const texts = (placed: Placed[]) => placed.map((p) => p.text);

describe('stored XSS: the corpus in every shown field runs nowhere', () => {
  it('has at least 100 vectors, each named by its own number', () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(100);
    for (const vector of VECTORS.filter((v) => v.text.includes('xss')))
      expect(vector.text).toContain(`(${vector.n})`);
  });

  it('comments, replies and nicknames: course page, material page, the author’s messages', async () => {
    const targets = await commentTargets();
    const placed = await seedComments(members, targets);
    const commenters = NICKNAME_PROBES;

    const course = await armedPage();
    await gotoHydrated(course.page, `/coursepage/${targets.courseId}`);
    await course.page.getByRole('tab', { name: '评论' }).click();
    await course.page.locator('.comment-item, [class*=comment]').first().waitFor();
    await course.page.getByText(placed.course[0]!.vectors[0]!.text.slice(0, 10)).first().waitFor();
    await check(
      course.page,
      course.take,
      'course comments',
      [...texts(placed.course), ...texts(placed.replies), ...commenters],
      countOf(placed.course) + countOf(placed.replies) + commenters.length,
    );
    await screenshot(course.page, 'xss-course-comments-1440');

    // A load of its own (the course page shows the same packs): the material page's server render too.
    await gotoHydrated(course.page, `/periphery/${targets.goodsId}`);
    await course.page.getByText(placed.goods.at(-1)!.vectors[0]!.text.slice(0, 10)).first().waitFor();
    await check(course.page, course.take, 'material comments', texts(placed.goods), countOf(placed.goods));

    const messages = await armedPage(members[0]);
    await gotoHydrated(messages.page, '/user/message');
    await messages.page.getByText(placed.replyToAuthor[0]!.vectors[0]!.text.slice(0, 10)).first().waitFor();
    await check(
      messages.page,
      messages.take,
      'reply messages',
      texts(placed.replyToAuthor),
      countOf(placed.replyToAuthor),
    );
    await screenshot(messages.page, 'xss-messages-1440');
  }, 240_000);

  it('profiles: the public profile and the profile form; nicknames in the staff member list', async () => {
    const placedBy = await seedProfiles(members);
    // Every member's intro carries the same markup-free vectors (the intro is rendered as HTML, seed.ts): two
    // public profiles show them and the names.
    const profile = await armedPage();
    for (const [i, member] of members.slice(0, 2).entries()) {
      const intro = placedBy.get(member.id)!.at(-1)!;
      // The first from the server (the profile's own server render), the second through the router.
      if (i === 0) await gotoHydrated(profile.page, `/userfans/${member.id}`);
      else await showInApp(profile.page, `/userfans/${member.id}`);
      await profile.page.locator('.profile-card__name', { hasText: member.name }).waitFor();
      const shown = [member.name, intro.text];
      await check(profile.page, profile.take, `profile of ${member.name}`, shown, 1 + intro.vectors.length);
    }
    // Signature, occupation, WeChat and intro come back into the profile form as typed: signed in again, as
    // the form starts from the member the sign-in stored.
    const member = members[0]!;
    const form = await armedPage(member);
    await signIn(form.page, member.phone, member.password);
    await gotoHydrated(form.page, '/user/info');
    await form.page.locator('textarea').first().waitFor();
    const placed = placedBy.get(member.id)!;
    await check(form.page, form.take, `profile form of ${member.name}`, texts(placed), countOf(placed));

    const staff = await armedPage('admin');
    await showInApp(staff.page, '/admin/members');
    await staff.page.locator('.ant-table-row').first().waitFor();
    await check(staff.page, staff.take, 'staff member list', NICKNAME_PROBES, NICKNAME_PROBES.length);
    await screenshot(staff.page, 'xss-admin-members-1440');
  }, 180_000);

  it('addresses and invoice headers in the personal centre', async () => {
    const member = members[1]!;
    const addresses = await seedAddresses(member);
    const headers = await seedInvoiceHeaders(member);
    const { page, take } = await armedPage(member);
    await showInApp(page, '/user/address');
    await page.getByText(addresses[0]!.vectors[0]!.text.slice(0, 10)).first().waitFor();
    await check(page, take, 'address list', texts(addresses), countOf(addresses));
    await screenshot(page, 'xss-addresses-1440');
    await showInApp(page, '/user/recharge');
    await button(page, '管理发票信息').click();
    await page.locator('.ant-modal').getByText(headers[0]!.vectors[0]!.text.slice(0, 10)).first().waitFor();
    await check(page, take, 'invoice header list', texts(headers), countOf(headers));
    await screenshot(page, 'xss-invoice-headers-1440');
  }, 180_000);

  it('AI chat: the prompts and their answers in the chat history', async () => {
    const prompts = pack(VECTORS, 500);
    // Five free questions a day each: the prompts are spread over members, asked through the API.
    const askers = members.slice(3);
    const asked = new Map<Seeded, { prompt: Placed; answer: string }[]>();
    for (const [i, prompt] of prompts.entries()) {
      const asker = askers[Math.floor(i / 5)]!;
      const answer = await apiOk<string>('POST', '/api/ai/chat', { prompt: prompt.text }, asker.token);
      asked.set(asker, [...(asked.get(asker) ?? []), { prompt, answer }]);
    }
    // One context, signed in as each asker in turn.
    const { page, take } = await armedPage(undefined, 'askers');
    for (const [asker, turns] of asked) {
      await signIn(page, asker.phone, asker.password);
      // The history is kept in this browser only (002 §3): written as the page itself keeps it.
      await page.evaluate(([key, history]) => localStorage.setItem(key, history), [
        `aiChat:${asker.id}`,
        JSON.stringify(
          turns.flatMap(({ prompt, answer }, i) => [
            { id: `q${i}`, isQuestion: true, text: prompt.text },
            { id: `a${i}`, isQuestion: false, text: answer },
          ]),
        ),
      ] as const);
      await gotoHydrated(page, '/ai/chat');
      await page.locator('.ai-bubble').first().waitFor();
      const placed = turns.map((t) => t.prompt);
      await check(page, take, `chat history of ${asker.name}`, texts(placed), countOf(placed));
    }
  }, 180_000);

  it('danmaku: drawn over the playing lesson as text', async () => {
    const target = await playableLesson();
    const viewer = members[0]!;
    const sent = await seedDanmaku(members, viewer, target);
    const { page, take } = await armedPage(viewer);
    // Signed in again: the viewer became VIP after the first sign-in stored the member.
    await signIn(page, viewer.phone, viewer.password);
    await gotoHydrated(page, `/coursepage/${target.courseId}?task_id=${target.lessonId}`);
    // Every comment artplayer draws, as it draws it (each scrolls away within seconds).
    await page.evaluate(() => {
      const seen = new Set<string>();
      (window as unknown as { danmakuSeen: Set<string> }).danmakuSeen = seen;
      new MutationObserver(() =>
        document
          .querySelectorAll('.art-danmuku *')
          .forEach((el) => el.childElementCount === 0 && seen.add(el.textContent ?? '')),
      ).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.locator('video.art-video').waitFor({ state: 'attached' });
    await page.locator('.art-video-player').click();
    const seen = () =>
      page.evaluate(() => [...(window as unknown as { danmakuSeen: Set<string> }).danmakuSeen]);
    const notDrawn = async () => {
      const drawn = new Set(await seen());
      return sent.filter((s) => !drawn.has(s.stored));
    };
    const missing = async () => (await notDrawn()).map((s) => s.vector.n);
    await expect
      .poll(
        async () => {
          // Should the browser refuse to start by itself, the click-to-play prompt or play() starts it; a
          // loaded machine may skip a comment whose lane was taken, so once the lesson has passed the last
          // comment not drawn it is replayed from a moment before the first one (not the whole clip again).
          const prompt = page.locator('.vp-blocked');
          if (await prompt.isVisible()) await prompt.click();
          const left = (await notDrawn()).map((s) => s.stime / 1000);
          if (left.length === 0) return [];
          await page.evaluate(
            ([first, last]) => {
              const video = document.querySelector('video.art-video') as HTMLVideoElement | null;
              if (!video) return;
              const passed = video.currentTime > last + 2 || video.currentTime > video.duration - 1;
              if (video.ended || passed) video.currentTime = Math.max(0, first - 0.5);
              if (video.paused) void video.play().catch(() => undefined);
            },
            [Math.min(...left), Math.max(...left)] as const,
          );
          return missing();
        },
        { timeout: 90_000, interval: 1000 },
      )
      .toEqual([])
      .catch(async (error: Error) => {
        // The renderer drops a comment whose lane stays taken or whose frame a loaded machine skipped, replay
        // or not (a clean-clone run at load 20 drew 29 of 50 in 90 s): ten drawn are enough to see how vectors
        // are drawn; the ones not drawn are named, and only the drawn ones are counted below.
        const left = await missing();
        if (sent.length - left.length >= 10) {
          console.log(`danmaku vectors not drawn (renderer skipped them): ${left.join(', ')}`);
          return;
        }
        const state = await page.evaluate(() => ({
          layer: document.querySelector('.art-danmuku')?.outerHTML.slice(0, 600) ?? 'no .art-danmuku',
          time: (document.querySelector('video.art-video') as HTMLVideoElement | null)?.currentTime,
        }));
        throw new Error(`${error.message}\n${JSON.stringify(state)}`);
      });
    await screenshot(page, 'xss-danmaku-1440');
    const drawn = new Set(await seen());
    await check(page, take, 'danmaku on the lesson', [], sent.filter((s) => drawn.has(s.stored)).length);
  }, 240_000);

  it('creator submissions: names in the list, sanitised rich text in the edit form', async () => {
    const creator = members[2]!;
    await makeCreator(creator);
    // Rich text with a script, a handler or a javascript: URL is refused outright (and nothing is stored).
    const refused = VECTORS.filter((v) => hasScript(v.text));
    const stored = VECTORS.filter((v) => !hasScript(v.text));
    const refusal = await api(
      'POST',
      '/api/userput/course',
      { status: 0, name: '拒收', intro: refused.map((v) => `<p>${v.text}</p>`).join('') },
      creator.token,
    );
    expect(refusal.code).not.toBe(200);
    const list = await apiOk<{ data: { name: string }[] }>(
      'GET',
      '/api/getUserPut/course',
      undefined,
      creator.token,
    );
    expect(list.data.map((entry) => entry.name)).not.toContain('拒收');
    // The rest are stored and sanitised: each behind a harmless marker that must stay.
    const drafts = [];
    for (let i = 0; i < stored.length; i += 10) {
      const group = stored.slice(i, i + 10);
      const name = pack(group, 100)[0]!;
      const intro = group.map((v) => `<p>标记${v.n}号</p><p>${v.text}</p>`).join('');
      await apiOk('POST', '/api/userput/course', { status: 0, name: name.text, intro }, creator.token);
      drafts.push({ name, group });
    }
    const { page, take } = await armedPage(creator);
    await showInApp(page, '/user/contribute');
    await page.getByText(drafts[0]!.name.vectors[0]!.text.slice(0, 10)).first().waitFor();
    const names = drafts.map((d) => d.name);
    await check(page, take, 'submission list', texts(names), countOf(names));
    for (const draft of drafts) {
      const item = page.locator('.cr-item', { hasText: squash(draft.name.text).slice(0, 20) }).first();
      await button(item, '编辑').click();
      const form = page.locator('.ant-modal', { has: page.locator('.cr-rich__preview') }).last();
      await form.locator('.cr-rich__preview').waitFor();
      const markers = draft.group.map((v) => `标记${v.n}号`);
      await check(
        page,
        take,
        `rich text preview ${draft.group[0]!.n}…`,
        markers.slice(0, 1),
        draft.group.length,
      );
      await page.keyboard.press('Escape');
      await form.waitFor({ state: 'hidden' });
    }
  }, 180_000);

  it('creator submissions in review: the staff queue and each submission’s review page', async () => {
    const creator = members[3]!;
    await makeCreator(creator);
    const submitted = await submitMaterialsForReview(creator);
    const { page, take } = await armedPage('admin');
    // The queue, narrowed to this creator (keywords = 投稿名称或创作者手机号): every name as typed.
    await gotoHydrated(page, `/admin/review?kind=goods&keywords=${creator.phone}`);
    const names = submitted.map((s) => s.plain[0]!);
    await page.getByText(squash(names[0]!.text).slice(0, 10)).first().waitFor();
    await check(page, take, 'review queue', texts(names), countOf(names));
    await screenshot(page, 'xss-admin-review-queue-1440');
    for (const [i, submission] of submitted.entries()) {
      // The first from the server (the review page's own server render), the rest through the router.
      if (i === 0) await gotoHydrated(page, `/admin/review/goods/${submission.id}`);
      else await showInApp(page, `/admin/review/goods/${submission.id}`);
      // The page before showed a .rich-text too: this submission's first marker is its own.
      await page.locator('.rich-text', { hasText: submission.markers[0]! }).waitFor();
      const label = `review page of material ${submission.id}`;
      const shown = [...texts(submission.plain), ...submission.markers];
      await check(page, take, label, shown, countOf(submission.plain) + submission.rich.length);
    }
    await screenshot(page, 'xss-admin-review-detail-1440');
  }, 240_000);
});
