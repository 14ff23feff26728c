import type { Page } from 'playwright-core';

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
