import { chromium, type Browser } from 'playwright-core';

/** The flags this machine's Chromium needs (also Lighthouse's and bench/web's client profile). */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's Chromium with the flags this machine needs (no sandbox as root, no background networking): the
 * e2e suite's browser and the benchmarks' (bench/video/first-frame.ts), kept free of vitest so both can load it.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS,
  });
}
