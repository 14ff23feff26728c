import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject, onTestFailed } from 'vitest';

/** Debian's Chromium with the flags this machine needs (no sandbox as root, no background networking). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const baseURL = () => inject('baseURL');

export const viewports = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 375, height: 812 },
} as const;

export async function newPage(
  browser: Browser,
  viewport: keyof typeof viewports = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: viewports[viewport],
    locale: 'zh-CN',
    ...(viewport === 'mobile' ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  // A failing test leaves a picture of where it stopped (e2e/screenshots/failed-<test>.png).
  const testName = expect.getState().currentTestName ?? 'test';
  onTestFailed(async () => {
    if (!page.isClosed())
      await screenshot(page, `failed-${testName.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80)}`).catch(
        () => undefined,
      );
  });
  return { context, page };
}

/** Saves a full-page screenshot under e2e/screenshots/ (kept out of git; looked at by people). */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = path.resolve('e2e/screenshots');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
