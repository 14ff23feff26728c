import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { gotoHydrated } from './ui.ts';

/** A real PNG drawn by the browser itself (a gradient with a caption), saved in `dir` for upload inputs. */
export async function drawPng(
  page: Page,
  dir: string,
  name: string,
  caption: string,
  width: number,
  height: number,
) {
  const bytes = await page.evaluate(
    async ([text, w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d')!;
      const fill = g.createLinearGradient(0, 0, w, h);
      fill.addColorStop(0, '#1d3b8a');
      fill.addColorStop(1, '#7b3fa0');
      g.fillStyle = fill;
      g.fillRect(0, 0, w, h);
      g.fillStyle = '#fff';
      g.font = `bold ${Math.round(h / 6)}px sans-serif`;
      g.fillText(text, w / 12, h / 2);
      const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/png'));
      return [...new Uint8Array(await blob.arrayBuffer())];
    },
    [caption, width, height] as const,
  );
  const file = path.join(dir, name);
  writeFileSync(file, Buffer.from(bytes));
  return file;
}

/** Guests' pages reuse answers for PUBLIC_CACHE_SECONDS: look again until `text` is there. */
export async function waitForText(page: Page, pagePath: string, text: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await gotoHydrated(page, pagePath);
    if ((await page.getByText(text).count()) > 0) return;
    if (Date.now() > deadline) throw new Error(`${text} did not appear on ${pagePath}`);
    await page.waitForTimeout(1000);
  }
}
