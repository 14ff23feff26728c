import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, signIn } from './support/api.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { recharge } from './support/commerce.ts';
import { apiToken, createMember } from './support/members.ts';
import { button, documentWidth, gotoHydrated, waitForMessage } from './support/ui.ts';

const LABEL = '站内资料检索（未接入大模型）';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Today's free chats used up through the API, as five earlier questions would have. */
async function useUpFreeChats(token: string): Promise<void> {
  const { free_chat } = await apiOk<{ free_chat: number }>('GET', '/api/ai/vip', undefined, token);
  for (let i = 0; i < free_chat; i++)
    await apiOk('POST', '/api/ai/chat', { prompt: `幕墙嵌板划分 ${i}` }, token);
}

/** Records the answer bubble's text length at every change, to see it typed out rather than shown at once. */
async function watchTyping(page: Page): Promise<void> {
  await page.evaluate(() => {
    const lengths: number[] = [];
    (window as unknown as { typedLengths: number[] }).typedLengths = lengths;
    new MutationObserver(() => {
      const bubbles = document.querySelectorAll('.ai-bubble.is-answer .ai-bubble__text');
      const last = bubbles[bubbles.length - 1] as HTMLElement | undefined;
      if (last) lengths.push(last.innerText.length);
    }).observe(document.querySelector('.ai-chat__log')!, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

async function answered(page: Page): Promise<void> {
  await page.locator('.ai-chat__ask textarea:not([disabled])').waitFor({ timeout: 20_000 });
}

async function confirmSend(page: Page, text: string): Promise<void> {
  await page.locator('.ai-chat__send').click();
  const dialog = page.locator('.ant-modal-confirm');
  await dialog.getByText(text).waitFor();
  expect(await dialog.locator('.ant-modal-confirm-title').innerText()).toMatch(/^温馨提示\s*开通会员$/);
  expect(await dialog.getByRole('link', { name: '开通会员' }).getAttribute('href')).toBe('/ai/vip');
  await button(dialog, '确定').click();
}

describe('AI chat (/ai/chat)', () => {
  it('a member asks a hot question and sees a typed-out, labelled answer with links', async () => {
    const member = await createMember();
    const { context, page } = await newPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, member.phone, member.password);
    await gotoHydrated(page, '/ai/chat');
    await page.getByTestId('ai-free-chat').filter({ hasText: '免费次数：5 次' }).waitFor();
    await screenshot(page, 'ai-chat-empty-1440');
    await page.locator('.ai-hot__list button', { hasText: '如何购买课程？' }).click();
    expect(await page.locator('.ai-chat__ask textarea').inputValue()).toBe('如何购买课程？');
    await watchTyping(page);
    await confirmSend(page, '将消耗免费一次进行回答');
    await answered(page);
    const answer = page.locator('.ai-bubble.is-answer').last();
    expect(await answer.innerText()).toContain(LABEL);
    const link = answer.locator('a[href="/help?type=question"]');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await answer.innerText()).toContain('加入学习');
    // It says it is retrieval and quotes the sentence that answers (holding the question's key term 购买)
    // under its source link, not only a list of links.
    expect(await answer.innerText()).toContain('以下内容摘自本站课程与帮助文档（站内检索，未连接AI模型）');
    const quote = answer.locator('blockquote', { hasText: '购买' }).first();
    expect(await quote.innerText()).toMatch(/点击「加入学习」.*光子支付/);
    // Typed out: the bubble grew through many lengths before it was complete.
    const lengths = await page.evaluate(() => (window as unknown as { typedLengths: number[] }).typedLengths);
    expect(new Set(lengths).size).toBeGreaterThan(5);
    expect(Math.min(...lengths.filter((n) => n > 0))).toBeLessThan(Math.max(...lengths) / 2);
    await page.getByTestId('ai-free-chat').filter({ hasText: '免费次数：4 次' }).waitFor();
    expect(await page.locator('.ai-bubble.is-question').last().innerText()).toContain('如何购买课程？');
    await screenshot(page, 'ai-chat-answer-1440');

    // Copy puts the answer's text on the clipboard.
    await answer.getByRole('button', { name: /复制回答/ }).click();
    await waitForMessage(page, '文本已复制到剪贴板！');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('常见问题');

    // The conversation stays in this browser; 清空问答记录 clears it here only.
    await page.reload();
    await page.locator('.ai-bubble.is-answer').first().waitFor();
    await button(page, '清空问答记录').click();
    expect(await page.locator('.ai-bubble').count()).toBe(0);
    await page.reload();
    await page.locator('.ai-chat__welcome').waitFor();
    expect(await page.locator('.ai-bubble').count()).toBe(0);
    await context.close();
  });

  it('a member with no free uses confirms the 0.02 光子 charge and the balance drops; without 光子 → recharge', async () => {
    const member = await createMember();
    const token = await apiToken(member.phone, member.password);
    await recharge(token, 1);
    await useUpFreeChats(token);
    const { context, page } = await newPage(browser);
    await signIn(page, member.phone, member.password);
    await gotoHydrated(page, '/ai/chat');
    await page.getByTestId('ai-free-chat').filter({ hasText: '免费次数：0 次' }).waitFor();
    await page.getByTestId('ai-balance').filter({ hasText: /^1$/ }).waitFor();
    // The price hint shows while the box is empty.
    await page.locator('.ai-chat__price', { hasText: '0.02光子/次' }).waitFor();
    await page.locator('.ai-chat__ask textarea').fill('有哪些网格优化插件？');
    expect(await page.locator('.ai-chat__price').count()).toBe(0);
    await confirmSend(page, '是否使用0.02光子回答一次');
    await answered(page);
    expect(
      await page.locator('.ai-bubble.is-answer').last().locator('a[href^="/plug/"]').count(),
    ).toBeGreaterThan(0);
    await page
      .getByTestId('ai-balance')
      .filter({ hasText: /^0\.98$/ })
      .waitFor();
    expect(await apiOk<number>('GET', '/api/balance', undefined, token)).toBe(0.98);
    await context.close();

    const broke = await createMember();
    const brokeToken = await apiToken(broke.phone, broke.password);
    await useUpFreeChats(brokeToken);
    const second = await newPage(browser);
    await signIn(second.page, broke.phone, broke.password);
    await gotoHydrated(second.page, '/ai/chat');
    await second.page.getByTestId('ai-free-chat').filter({ hasText: '免费次数：0 次' }).waitFor();
    await second.page.locator('.ai-chat__ask textarea').fill('插件在哪里下载？');
    await confirmSend(second.page, '是否使用0.02光子回答一次');
    await waitForMessage(second.page, '光子不足，请充值');
    await second.page.locator('.ai-bubble.is-failed', { hasText: '光子不足，请充值' }).waitFor();
    await second.page.waitForURL((url) => url.pathname === '/user/integral', { timeout: 10_000 });
    await second.context.close();
  });

  it('works at 375 px: hot questions above, the conversation and the box below, no sideways scrolling', async () => {
    const member = await createMember();
    const { context, page } = await newPage(browser, 'mobile');
    await signIn(page, member.phone, member.password);
    await gotoHydrated(page, '/ai/chat');
    await page.locator('.ai-hot__list button').first().waitFor();
    await page.locator('.ai-hot__list button', { hasText: '可以开发票吗？' }).click();
    await confirmSend(page, '将消耗免费一次进行回答');
    await answered(page);
    expect(await page.locator('.ai-bubble.is-answer').last().innerText()).toContain(LABEL);
    const quote = page.locator('.ai-bubble.is-answer').last().locator('blockquote', { hasText: '发票' });
    expect(await quote.count()).toBeGreaterThan(0);
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'ai-chat-answer-375');
    await context.close();
  });

  it('a guest sees the hot questions; sending asks them to log in', async () => {
    const { context, page } = await newPage(browser);
    await gotoHydrated(page, '/ai/chat');
    const html = await (await context.request.get('/ai/chat')).text();
    expect(html).toContain('热门提问');
    expect(html).toContain('如何购买课程？');
    expect(await page.locator('.ai-hot__next').count()).toBe(1);
    const first = await page.locator('.ai-hot__list button').first().innerText();
    await page.locator('.ai-hot__next').click();
    await page.waitForFunction(
      (before) => document.querySelector('.ai-hot__list button')?.textContent !== before,
      first,
    );
    await page.locator('.ai-chat__ask textarea').fill('如何开发票');
    await page.locator('.ai-chat__send').click();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 5_000 });
    await context.close();
  });
});
