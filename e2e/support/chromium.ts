import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium with the flags this machine needs (no sandbox as root, no background networking): the
 * e2e suite's browser and the benchmarks' (bench/video/first-frame.ts), kept free of vitest so both can load it.
 */
export function launchChromium(): Promise<Browser> {
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
