import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/api.ts';
import { launchBrowser, newPage, screenshot, viewports } from './support/browser.ts';
import { documentWidth, gotoHydrated, settled } from './support/ui.ts';
import { createMember, type Member } from './support/members.ts';

let browser: Browser;
let member: Member;
beforeAll(async () => {
  browser = await launchBrowser();
  member = await createMember();
});
afterAll(() => browser?.close());

interface Screen {
  path: string;
  /** What shows the page has rendered its own content, not a spinner. */
  ready: (page: Page) => Locator;
  /** Saved as e2e/screenshots/<shot>-<viewport>.png; home and login are saved by shell.e2e.test.ts. */
  shot?: string;
}

const guestScreens: Screen[] = [
  { path: '/', ready: (page) => page.locator('header') },
  { path: '/login', ready: (page) => page.getByText('会员登录') },
  { path: '/register', ready: (page) => page.getByText('会员注册'), shot: 'register' },
];
const memberScreens = (name: string): Screen[] => [
  { path: '/', ready: (page) => page.locator('header') },
  { path: '/user/info', ready: (page) => page.getByText(`欢迎回来，${name}`), shot: 'user-info' },
  {
    path: '/user/security',
    ready: (page) => page.locator('.uc-page-title', { hasText: '安全设置' }),
    shot: 'user-security',
  },
];

/** Opens each screen, saves its screenshot and answers how wide each document is. */
async function visit(
  page: Page,
  who: 'guest' | 'member',
  screens: Screen[],
  viewport: keyof typeof viewports,
): Promise<Record<string, number>> {
  const widths: Record<string, number> = {};
  for (const screen of screens) {
    await gotoHydrated(page, screen.path);
    await screen.ready(page).first().waitFor();
    await settled(page);
    if (screen.shot) await screenshot(page, `${screen.shot}-${viewport}`);
    widths[`${who} ${screen.path}`] = await documentWidth(page);
  }
  return widths;
}

describe('account screens at 1440 and 375 px', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`renders the account screens at ${viewports[viewport].width} px without sideways scrolling`, async () => {
      const { context, page } = await newPage(browser, viewport);
      const widths = await visit(page, 'guest', guestScreens, viewport);
      await signIn(page, member.phone, member.password);
      Object.assign(widths, await visit(page, 'member', memberScreens(member.name), viewport));
      const limit = viewports[viewport].width;
      expect(Object.entries(widths).filter(([, width]) => width > limit)).toEqual([]);
      await context.close();
    });
  }
});
