import { describe, expect, it } from 'vitest';
import { browserPlaysHls, isHandheld, mustWatchOnPc } from './device-check.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

describe('the device check of 000 §2.7', () => {
  it('fails on phones and tablets', () => {
    expect(isHandheld({ userAgent: IPHONE })).toBe(true);
    expect(isHandheld({ userAgent: ANDROID })).toBe(true);
    expect(isHandheld({ userAgent: DESKTOP, uaMobile: true })).toBe(true);
    expect(isHandheld({ userAgent: MAC, maxTouchPoints: 5 })).toBe(true); // iPadOS in desktop mode
  });
  it('passes on computers', () => {
    expect(isHandheld({ userAgent: DESKTOP, uaMobile: false })).toBe(false);
    expect(isHandheld({ userAgent: MAC, maxTouchPoints: 0 })).toBe(false);
  });
});

describe("'请前往PC端观看视频' is a capability check: a small window, a handheld, and no HLS playback", () => {
  it('applies at 900 px and below on a phone whose browser cannot play HLS', () => {
    expect(mustWatchOnPc(375, { userAgent: IPHONE, playsHls: false })).toBe(true);
    expect(mustWatchOnPc(900, { userAgent: ANDROID, playsHls: false })).toBe(true);
  });
  it('does not apply to a phone that plays HLS, or before the browser was asked', () => {
    expect(mustWatchOnPc(375, { userAgent: IPHONE, playsHls: true })).toBe(false);
    expect(mustWatchOnPc(375, { userAgent: ANDROID })).toBe(false);
  });
  it('does not apply to a narrow desktop window or a wide tablet', () => {
    expect(mustWatchOnPc(375, { userAgent: DESKTOP, playsHls: false })).toBe(false);
    expect(mustWatchOnPc(1024, { userAgent: IPHONE, playsHls: false })).toBe(false);
  });
});

describe('browserPlaysHls', () => {
  const video = (answer: string) => ({
    canPlayType: (type: string) => (type.includes('mpegurl') ? answer : ''),
  });
  const mse = (supported: boolean) => ({
    isTypeSupported: (type: string) => supported && type.includes('avc1'),
  });

  it('iOS Safari plays natively', () => {
    expect(browserPlaysHls(video('maybe'), {})).toBe(true);
  });
  it('Android browsers play through MSE (hls.js), iOS 17.1+ through ManagedMediaSource', () => {
    expect(browserPlaysHls(video(''), { MediaSource: mse(true) })).toBe(true);
    expect(browserPlaysHls(video(''), { ManagedMediaSource: mse(true) })).toBe(true);
  });
  it('a browser with neither, or whose MSE lacks H.264/AAC, cannot play', () => {
    expect(browserPlaysHls(video(''), {})).toBe(false);
    expect(browserPlaysHls(video(''), { MediaSource: mse(false) })).toBe(false);
  });
});
