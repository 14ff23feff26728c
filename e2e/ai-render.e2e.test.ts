import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shapePng } from '../apps/server/src/platform/ai/render-fakes.ts';
import { api, apiOk, signIn } from './support/api.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { apiToken, createMember } from './support/members.ts';
import { button, chooseOption, documentWidth, gotoHydrated, settled } from './support/ui.ts';

/**
 * AI smart render (002 §2–§6) in Chromium against the e2e platform, whose backend is the CPU preview billed
 * like a GPU render, one job at a time, at least 4 s each (e2e/support/global-setup.ts). The page polls every
 * 20 s: its clock is jumped forward while the server's time runs for real.
 */
let browser: Browser;
let styleId = 0;
beforeAll(async () => {
  browser = await launchBrowser();
  const styles = await apiOk<{ children: { id: number }[] }[]>('GET', '/api/ai/render_style');
  styleId = styles[0]!.children[0]!.id;
});
afterAll(() => browser?.close());

interface Progress {
  id: number;
  tasks: number;
  state: string;
}

/** A render queued through the API by another member (keeps the single preview worker busy). */
function queueBlocker(token: string, prompt: string): Promise<Progress> {
  return apiOk<Progress>(
    'POST',
    '/api/ai/generate',
    { style: '建筑', style_id: styleId, promt: prompt, quality: 1, size: 1 },
    token,
  );
}

async function tokenOfNewMember(): Promise<string> {
  const member = await createMember();
  return apiToken(member.phone, member.password);
}

/** 光子 bought through the sandbox cashier, then a month of VIP, as a member would. */
async function makeVip(token: string): Promise<void> {
  const settings = await apiOk<{ vip_price1: number }>('GET', '/api/ai/vip_setting/');
  const order = await apiOk<{ orderNo: string }>(
    'POST',
    '/api/integral/recharge',
    { num: settings.vip_price1, pay_method: 1 },
    token,
  );
  await apiOk('POST', `/api/dev/cashier/${order.orderNo}/pay`, {}, token);
  await apiOk('POST', '/api/ai/buy', { price: settings.vip_price1 }, token);
}

/** The job as the server has it now (read through the API, as the page's poll would). */
async function serverView(jobId: number, token: string): Promise<Progress> {
  return (await api<Progress>('GET', `/api/ai/generate/${jobId}`, undefined, token)).data;
}

async function until<T>(probe: () => Promise<T | null>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error('the server did not get there in time');
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const queueText = (page: Page) => page.locator('.rd-stage__queue');
const shownTasks = async (page: Page) => Number(await queueText(page).getAttribute('data-tasks'));

/** Picks the first style, confirms '立即发光' and answers the queued job. */
async function generateFromPage(page: Page, confirm: RegExp): Promise<Progress> {
  await page.locator('.rd-style').first().click();
  await expect.poll(() => page.locator('#rd-promt').inputValue(), { timeout: 10_000 }).not.toBe('');
  const queued = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/ai/generate' && r.request().method() === 'POST',
  );
  await button(page, '立即发光').click();
  await page.getByText(confirm).waitFor();
  await button(page, '确定').click();
  const answer = (await (await queued).json()) as { code: number; data: Progress };
  expect(answer.code).toBe(200);
  await queueText(page).or(page.locator('.rd-stage.is-done')).waitFor();
  return answer.data;
}

/** Jumps the page's clock 20 s: its poll goes out; answers what the poll got once the stage shows it. */
async function poll(page: Page, jobId: number): Promise<Progress> {
  const polled = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/ai/generate/${jobId}`);
  await page.clock.fastForward(20_000);
  const { data } = (await (await polled).json()) as { data: Progress };
  if (data.state === 'succeeded') await page.locator('.rd-stage.is-done').waitFor();
  else await page.locator(`.rd-stage__queue[data-tasks="${data.tasks}"]`).waitFor();
  return data;
}

/**
 * Follows a job to its picture: each time the server's count of jobs ahead changes (or the job finishes), one
 * poll of the page, whose stage then shows that count. Answers the counts the page showed.
 */
async function watchQueue(page: Page, jobId: number, token: string): Promise<number[]> {
  const seen = [await shownTasks(page)];
  for (;;) {
    await until(async () => {
      const view = await serverView(jobId, token);
      return view.state === 'succeeded' || view.tasks !== seen.at(-1) ? view : null;
    });
    const shown = await poll(page, jobId);
    if (shown.state === 'succeeded') return seen;
    seen.push(shown.tasks);
    expect(seen.length).toBeLessThan(8);
  }
}

/**
 * The finished render as a person sees it in the window (issue 29's "render result" pictures), then the page
 * scrolled to its end: the frame still fills the window there, the rail (a bottom tab bar on phones) from
 * the window's top to its bottom and the header at its top, with no blank band above it.
 */
async function pictureResult(page: Page, name: string): Promise<void> {
  const view = page.viewportSize()!;
  // From the top, as the page opens: the picture is brought into the window only when it is below it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('.rd-stage.is-done img').first().scrollIntoViewIfNeeded();
  await screenshot(page, name, { viewport: true });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const rail = (await page.locator('.ai-side').boundingBox())!;
  expect(rail.y + rail.height).toBe(view.height);
  if (view.width > 767) expect(rail.y).toBe(0);
  expect((await page.locator('.ai-header').boundingBox())!.y).toBe(0);
  await screenshot(page, `${name}-end`, { viewport: true });
}

describe('AI smart render', () => {
  it('a member uploads a reference, generates, watches the queue fall to 0 and the preview land in history', async () => {
    const others = await Promise.all([tokenOfNewMember(), tokenOfNewMember()]);
    const member = await createMember();
    const { context, page } = await newPage(browser);
    const { token } = await signIn(page, member.phone, member.password);
    await page.clock.install();
    await gotoHydrated(page, '/ai/render');
    await page.locator('.rd-style').first().waitFor();
    await page.locator('.rd-bottom__free', { hasText: '免费使用3次' }).waitFor();

    const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/upload');
    await page
      .getByTestId('外形参考图-file')
      .setInputFiles({ name: 'sketch.png', mimeType: 'image/png', buffer: shapePng(240, 160) });
    expect((await (await uploaded).json()).code).toBe(200);
    await page.locator('.rd-ref__box img[alt="外形参考图"]').waitFor();
    await chooseOption(page, page.locator('.rd-select'), '深度控制');

    // Two other members' renders are ahead of this one.
    for (const [i, other] of others.entries()) await queueBlocker(other, `blocker ${i}`);
    const job = await generateFromPage(page, /本次消耗0光子，生成1张图片/);
    expect(await shownTasks(page)).toBeGreaterThan(0);
    await page.locator('.rd-speedup', { hasText: '立即加速' }).waitFor();
    await screenshot(page, 'ai-render-queue-1440');

    const seen = await watchQueue(page, job.id, token);
    // The count fell step by step to 0 (the job rendering), then the picture came.
    expect(seen.at(-1)).toBe(0);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    await page.locator('.rd-stage.is-done img').first().waitFor();
    expect(await page.locator('.rd-save').getAttribute('href')).toMatch(/name=.*AI_\d{14}\.png/);

    const done = page.locator(`.rd-job[data-job="${job.id}"]`);
    await done.locator('.rd-job__state', { hasText: '已完成' }).waitFor();
    await done.locator('.rd-job__preview', { hasText: '预览渲染（非AI生成）' }).waitFor();
    await expect
      .poll(() => done.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), {
        timeout: 15_000,
      })
      .toBe(768);
    await page.locator('.rd-bottom__free', { hasText: '免费使用2次' }).waitFor();
    await settled(page);
    await screenshot(page, 'ai-render-done-1440');
    await pictureResult(page, 'ai-render-result-1440');
    await context.close();
  });

  it("a VIP's job overtakes a non-VIP job queued before it (375 px)", async () => {
    const [busy, waiting] = await Promise.all([tokenOfNewMember(), tokenOfNewMember()]);
    const vip = await createMember();
    const { context, page } = await newPage(browser, 'mobile');
    const { token: vipToken } = await signIn(page, vip.phone, vip.password);
    await makeVip(vipToken);
    await page.clock.install();
    await gotoHydrated(page, '/ai/render');
    await page.locator('.rd-style').first().waitFor();
    await page.locator('.rd-bottom__free', { hasText: '每周二维护' }).waitFor();
    await page.locator('[role="radio"][aria-checked="true"]', { hasText: '2倍' }).waitFor();
    // 每周二维护 shows once GET /api/ai/vip answered is_vip (the header reads the same query): no free uses
    // in the header, which a VIP does not spend.
    expect(await page.getByTestId('ai-free-uses').count()).toBe(0);

    // Another member's three renders keep the single worker busy; then a non-VIP job, then the VIP's.
    for (const n of [1, 2, 3]) await queueBlocker(busy, `keeps the worker busy ${n}`);
    const behind = await queueBlocker(waiting, 'a non-VIP job waiting');
    const vipJob = await generateFromPage(page, /本次消耗0光子，生成1张图片/);
    expect(behind.id).toBeLessThan(vipJob.id);
    await page.locator('.rd-vip', { hasText: 'VIP加速中' }).waitFor();
    const [vipNow, nonVip] = await Promise.all([
      serverView(vipJob.id, vipToken),
      serverView(behind.id, waiting),
    ]);
    expect(nonVip.state).toBe('queued');
    // While both wait, the VIP's job is the one ahead.
    if (vipNow.state === 'queued') expect(nonVip.tasks).toBeGreaterThan(vipNow.tasks);
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'ai-render-vip-375');

    await watchQueue(page, vipJob.id, vipToken);
    // The VIP's picture is there while the non-VIP job queued before it still waits or renders.
    expect(['queued', 'running']).toContain((await serverView(behind.id, waiting)).state);
    await settled(page);
    await screenshot(page, 'ai-render-vip-done-375');
    await pictureResult(page, 'ai-render-result-375');
    await context.close();
  });

  it('renders what the prompt says: two different prompts give two different ray-traced pictures', async () => {
    const token = await tokenOfNewMember();
    const prompts = ['玻璃幕墙超高层办公楼，黄昏', '山地美术馆，清水混凝土，清晨'];
    const jobs = [];
    for (const prompt of prompts) jobs.push(await queueBlocker(token, prompt));
    const done = await Promise.all(
      jobs.map((job) =>
        until(async () => {
          const view = (
            await api<Progress & { img: string }>('GET', `/api/ai/generate/${job.id}`, undefined, token)
          ).data;
          return view.state === 'succeeded' ? view : null;
        }, 90_000),
      ),
    );
    const [tower, museum] = done.map((view) => Buffer.from(view.img.split(',')[1]!, 'base64'));
    expect(tower!.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(tower!.length).toBeGreaterThan(20_000);
    expect(tower!.equals(museum!)).toBe(false);
  });
});
