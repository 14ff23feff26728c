import type { Locator, Page } from 'playwright-core';
import { vi } from 'vitest';

/**
 * The controls of artplayer's bar that are shown but not wholly inside the room they have: the bar, the
 * player and the window, whichever is narrowest ([] when every one fits). Counted: artplayer's controls and
 * ours, the danmuku plugin's display settings, the comment input and its send button; a control left out at
 * this width (display: none) has no box. Read in one go in the page: the bar re-lays itself out while the
 * video plays.
 */
export function controlsOutside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const player = document.querySelector('.art-video-player')!.getBoundingClientRect();
    const bar = document.querySelector('.art-video-player .art-controls')!.getBoundingClientRect();
    const left = Math.max(player.left, bar.left, 0);
    const right = Math.min(player.right, bar.right, window.innerWidth);
    const outside: string[] = [];
    const controls = document.querySelectorAll(
      '.art-controls .art-control, .art-controls .apd-config, .vp-danmaku__input, .vp-danmaku__send',
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.left >= left - 0.5 && box.right <= right + 0.5) continue;
      const name = [...control.classList].find((c) => /^(art-control-|apd-|vp-danmaku)/.test(c));
      outside.push(
        `${name} at ${Math.round(box.left)}–${Math.round(box.right)} px, room ${Math.round(left)}–${Math.round(right)} px`,
      );
    }
    return outside;
  });
}

/**
 * Clicks something on artplayer's progress bar (a marker dot). While the video plays the bar hides itself a
 * few seconds after the last pointer move (autoHide), and on a busy machine that can fall between a hover and
 * the click ("element is not visible"): the pointer moves over the player again before each try.
 */
export async function clickOnPlayerBar(page: Page, target: Locator): Promise<void> {
  const player = page.locator('.art-video-player');
  let nudge = 0;
  await vi.waitFor(
    async () => {
      await player.hover({ position: { x: 120 + (nudge++ % 2) * 24, y: 80 } });
      await target.click({ timeout: 2_000 });
    },
    { timeout: 20_000, interval: 100 },
  );
}
