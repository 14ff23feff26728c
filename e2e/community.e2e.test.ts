import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, signIn } from './support/api.ts';
import { baseURL, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { apiToken, createMember, type Member } from './support/members.ts';
import { button, gotoHydrated, waitForMessage } from './support/ui.ts';

interface GoodsDetail {
  goods: { id: number; name: string; suggest_user: { id: number; name: string } | null };
}
interface FansInfo {
  fansNum: number;
  attentionNum: number;
  isfans: boolean;
}

let browser: Browser;
let author: Member;
let replier: Member;
let goods: GoodsDetail['goods'];
beforeAll(async () => {
  browser = await launchBrowser();
  [author, replier] = await Promise.all([createMember(), createMember()]);
  // A material with a recommender: the comment and follow tests both use its page.
  const { goods: list } = await apiOk<{ goods: { id: number }[] }>(
    'GET',
    '/api/goods?limit=12&offset=0&sort=0',
  );
  for (const { id } of list) {
    const detail = await apiOk<GoodsDetail>('GET', `/api/goods/${id}`);
    if (detail.goods.suggest_user) {
      goods = detail.goods;
      break;
    }
  }
  if (!goods) throw new Error('the demo data has no material with a recommender');
});
afterAll(() => browser?.close());

describe('members talk and follow', () => {
  it('a comment, a reply to it, and the reply in the author’s messages', async () => {
    const comment = `这套素材很实用 ${Date.now() % 10_000}`;
    const reply = `同感，已经用上了 ${Date.now() % 10_000}`;

    const first = await newPage(browser);
    await signIn(first.page, author.phone, author.password);
    await gotoHydrated(first.page, `/periphery/${goods.id}`);
    await first.page.getByLabel('写下你的评论…').fill(comment);
    await button(first.page.locator('.comment-block'), '发表').click();
    await waitForMessage(first.page, '评论成功');
    const posted = first.page.locator('.comment-item', { hasText: comment });
    await posted.waitFor();
    expect(await posted.locator('.comment-item__time').first().innerText()).toBe('刚刚');

    const second = await newPage(browser, 'mobile');
    await signIn(second.page, replier.phone, replier.password);
    await gotoHydrated(second.page, `/periphery/${goods.id}`);
    const target = second.page.locator('.comment-item', { hasText: comment });
    await target.locator('.comment-item__reply-toggle').click();
    await target.getByLabel(`回复 ${author.name}`).fill(reply);
    await button(target, '回复').click();
    await target
      .locator('.comment-reply', { hasText: `${replier.name} 回复 ${author.name}：${reply}` })
      .waitFor();
    await screenshot(second.page, 'community-reply-375');
    await second.context.close();

    // The author has one unread reply until the message list is opened.
    const token = await apiToken(author.phone, author.password);
    expect((await apiOk<{ wait_read: number }>('GET', '/api/user', undefined, token)).wait_read).toBe(1);
    await gotoHydrated(first.page, '/user/message');
    const message = first.page.locator('.message-item', { hasText: reply });
    await message.waitFor();
    expect(await message.innerText()).toContain(comment);
    await expect.poll(async () => (await apiOk('GET', '/api/user', undefined, token)).wait_read).toBe(0);
    await message.locator('.message-item__link').click();
    await first.page.waitForURL((url) => url.pathname === `/periphery/${goods.id}`);
    await first.context.close();
  });

  it('following the recommender from a material page, then unfollowing on the profile: counts follow', async () => {
    const recommender = goods.suggest_user!;
    const fans = () => apiOk<FansInfo>('GET', `/api/getUserFansInfo/${recommender.id}`);
    const before = (await fans()).fansNum;

    const { context, page } = await newPage(browser);
    await signIn(page, replier.phone, replier.password);
    await gotoHydrated(page, `/periphery/${goods.id}`);
    await page.getByRole('button', { name: '关注' }).first().click();
    await waitForMessage(page, '关注成功');
    await page.locator('.follow-plus__done', { hasText: '已关注' }).first().waitFor();
    expect((await fans()).fansNum).toBe(before + 1);

    await page.getByRole('link', { name: recommender.name }).first().click();
    await page.waitForURL(`${baseURL()}/userfans/${recommender.id}`);
    const counts = page.locator('.profile-card__counts');
    await counts.getByText(`${before + 1} 粉丝`).waitFor();
    await button(page, '取消关注').click();
    await counts.getByText(`${before} 粉丝`).waitFor();
    await button(page.locator('.profile-card'), '关注').waitFor();
    expect((await fans()).fansNum).toBe(before);

    // The member's own following list no longer names the recommender, and their own profile offers no follow.
    const token = await apiToken(replier.phone, replier.password);
    const mine = await apiOk<FansInfo & { isfansShow: boolean }>(
      'GET',
      `/api/getUserFansInfo/${replier.id}`,
      undefined,
      token,
    );
    expect(mine.isfansShow).toBe(false);
    expect(mine.attentionNum).toBe(0);
    await context.close();
  });
});
