import { describe, expect, it } from 'vitest';
import { signIn } from './support/api.ts';
import { baseURL, browserWithScratchDir, newPage, screenshot } from './support/browser.ts';
import { createMember } from './support/members.ts';
import { button, documentWidth, gotoHydrated, waitForMessage } from './support/ui.ts';

const opened = browserWithScratchDir('people-lists-e2e-');

describe('粉丝 and 关注 lists', () => {
  it('after a follow, the followed member’s 粉丝 and the follower’s 关注 list each other', async () => {
    const [fan, followed] = await Promise.all([createMember(), createMember()]);
    const { context, page } = await newPage(opened.browser);
    await signIn(page, fan.phone, fan.password);
    await gotoHydrated(page, `/userfans/${followed.id}`);
    const card = page.locator('.profile-card');
    await card.getByText('0 粉丝').waitFor();
    await button(card, '关注').click();
    await waitForMessage(page, '关注成功');
    await button(card, '取消关注').waitFor();

    // The count leads to the list; each person in it leads to their profile.
    await card.getByRole('link', { name: '1 粉丝' }).click();
    await page.waitForURL(`${baseURL()}/userfanslist/${followed.id}`);
    await page.locator('h1', { hasText: `${followed.name}的粉丝` }).waitFor();
    const fans = page.locator('.people-grid__card');
    expect(await fans.allInnerTexts()).toEqual([fan.name]);
    expect(await page.title()).toContain(`${followed.name}的粉丝`);
    await screenshot(page, 'people-fans-1440');
    await fans.first().click();
    await page.waitForURL(`${baseURL()}/userfans/${fan.id}`);

    await card.getByRole('link', { name: '1 关注' }).click();
    await page.waitForURL(`${baseURL()}/attentionlist/${fan.id}`);
    await page.locator('h1', { hasText: `${fan.name}的关注` }).waitFor();
    expect(await page.locator('.people-grid__card').allInnerTexts()).toEqual([followed.name]);
    await page.getByRole('link', { name: '返回个人主页' }).click();
    await page.waitForURL(`${baseURL()}/userfans/${fan.id}`);
    await context.close();

    // A guest sees the same lists, rendered by the server; nobody follows the follower yet.
    const guest = await newPage(opened.browser, 'mobile');
    await gotoHydrated(guest.page, `/userfanslist/${followed.id}`);
    expect(await guest.page.locator('.people-grid__card').allInnerTexts()).toEqual([fan.name]);
    expect(await documentWidth(guest.page)).toBeLessThanOrEqual(375);
    await screenshot(guest.page, 'people-fans-375');
    await gotoHydrated(guest.page, `/userfanslist/${fan.id}`);
    await guest.page.getByText('暂无粉丝').waitFor();
    await gotoHydrated(guest.page, `/attentionlist/${followed.id}`);
    await guest.page.getByText('暂无关注').waitFor();
    expect(await documentWidth(guest.page)).toBeLessThanOrEqual(375);
    await guest.context.close();
  });
});
