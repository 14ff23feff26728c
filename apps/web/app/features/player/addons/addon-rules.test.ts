import { describe, expect, it, vi } from 'vitest';
import { playerLanguage, ADDON_TEXT, fillText } from './addon-text.ts';
import {
  AD_DURATION_ERROR,
  adCountdownSeconds,
  adPluginOptions,
  nextAdIndex,
  playsAfterStartAd,
  startAdSecondsLeft,
} from './ad-rules.ts';
import { playlistStep } from './playlist-rules.ts';
import { previewStep, previewTip, validPreview } from './preview-rules.ts';
import { nextRotation, videoTransform } from './transform-rules.ts';

describe('language', () => {
  it('is English for en-us / en, Chinese otherwise', () => {
    expect(playerLanguage('en-us')).toBe('en');
    expect(playerLanguage('EN')).toBe('en');
    expect(playerLanguage('zh-cn')).toBe('zh-cn');
    expect(playerLanguage('eng')).toBe('zh-cn');
    expect(playerLanguage(undefined)).toBe('zh-cn');
  });
  it('has every line in both languages and fills placeholders', () => {
    expect(Object.keys(ADDON_TEXT.en).sort()).toEqual(Object.keys(ADDON_TEXT['zh-cn']).sort());
    expect(fillText(ADDON_TEXT.en.adCountdown, { n: 5 })).toBe('Ad: 5 s');
    expect(fillText(ADDON_TEXT.en.qualitySwitching, { quality: '720P' })).toBe(
      'Switching to you for 720P, Please wait...',
    );
    expect(fillText('{a}{b}', { a: 1 })).toBe('1{b}');
  });
});

describe('ads', () => {
  it('gives artplayer-plugin-ads the pre-roll ad: rounded-up countdown, closable at once, our words', () => {
    const ad = { video: '/files/ad.mp4?expires=1&sig="x"', link: '/ai/vip', seconds: 9.4 };
    expect(adPluginOptions(ad, ADDON_TEXT['zh-cn'])).toEqual({
      video: '/files/ad.mp4?expires=1&amp;sig=&quot;x&quot;',
      url: '/ai/vip',
      playDuration: 0,
      totalDuration: 10,
      muted: false,
      i18n: {
        close: '关闭广告',
        countdown: '广告：%s 秒',
        detail: '了解更多',
        canBeClosed: '%s 秒后可关闭广告',
      },
    });
    expect(adPluginOptions(ad, ADDON_TEXT.en).i18n).toMatchObject({
      close: 'close ad',
      countdown: 'Ad: %s s',
      detail: 'For more information',
    });
    expect(() => adPluginOptions({ ...ad, seconds: 0 }, ADDON_TEXT.en)).toThrow(AD_DURATION_ERROR);
  });
  it('counts a video ad down from its duration rounded up, refusing 0 or less', () => {
    expect(adCountdownSeconds(14.2)).toBe(15);
    expect(adCountdownSeconds(15)).toBe(15);
    expect(() => adCountdownSeconds(0)).toThrow(AD_DURATION_ERROR);
    expect(() => adCountdownSeconds(-3)).toThrow('adDuration must must be greater than 0');
    expect(() => adCountdownSeconds(Number.NaN)).toThrow(AD_DURATION_ERROR);
  });
  it('counts the start ad down by 1 a second to 0', () => {
    expect([0, 999, 1000, 4999, 5000, 9000].map((ms) => startAdSecondsLeft(5, ms))).toEqual([
      5, 5, 4, 1, 0, 0,
    ]);
  });
  it('plays after the start ad unless resume is on and the video is before the saved point', () => {
    expect(playsAfterStartAd({ enabled: false, saved: 30 }, 0)).toBe(true);
    expect(playsAfterStartAd({ enabled: true, saved: 30 }, 0)).toBe(false);
    expect(playsAfterStartAd({ enabled: true, saved: 30 }, 30)).toBe(true);
    expect(playsAfterStartAd({ enabled: true, saved: 0 }, 0)).toBe(true);
  });
  it('walks a multi-video sequence to its end', () => {
    expect(nextAdIndex(0, 3)).toBe(1);
    expect(nextAdIndex(2, 3)).toBeNull();
    expect(nextAdIndex(0, 1)).toBeNull();
  });
});

describe('playlist bounds', () => {
  it('steps within the list and tips at both ends', () => {
    expect(playlistStep(1, 3, 1, 'en')).toEqual({ kind: 'go', index: 2 });
    expect(playlistStep(1, 3, -1, 'en')).toEqual({ kind: 'go', index: 0 });
    expect(playlistStep(0, 3, -1, 'en')).toEqual({ kind: 'bound', tip: 'Already the first one~' });
    expect(playlistStep(2, 3, 1, 'en')).toEqual({ kind: 'bound', tip: 'Already the last one~' });
    expect(playlistStep(2, 3, 1, 'zh-cn')).toEqual({ kind: 'bound', tip: '已经是最后一个了~' });
    expect(playlistStep(-1, 3, 1, 'en')).toEqual({ kind: 'go', index: 0 });
    expect(playlistStep(0, 0, 1, 'en').kind).toBe('bound');
  });
});

describe('free preview', () => {
  it('shows minutes when they divide evenly, else seconds, and always seconds under 60', () => {
    expect(previewTip(120, 'en')).toBe('Try 2 minutes');
    expect(previewTip(90, 'en')).toBe('Try 90 seconds');
    expect(previewTip(30, 'en')).toBe('Try 30 seconds');
    expect(previewTip(60, 'zh-cn')).toBe('试看 1 分钟');
    expect(previewTip(45, 'zh-cn')).toBe('试看 45 秒');
  });
  it('is only valid when shorter than the video, warning otherwise', () => {
    const warn = vi.fn();
    expect(validPreview(30, 100, warn)).toBe(30);
    expect(validPreview(30, Number.NaN, warn)).toBe(30);
    expect(warn).not.toHaveBeenCalled();
    expect(validPreview(100, 100, warn)).toBeNull();
    expect(validPreview(0, 100, warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(validPreview(null, 100, warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
  it('ends past the preview time, going back to it', () => {
    expect(previewStep(29.9, 30)).toEqual({ kind: 'play' });
    expect(previewStep(30, 30)).toEqual({ kind: 'play' });
    expect(previewStep(30.2, 30)).toEqual({ kind: 'end', seekTo: 30 });
  });
});

describe('rotate and mirror', () => {
  it('rotates in 45° steps around the circle', () => {
    const seen = [0];
    for (let i = 0; i < 8; i += 1) seen.push(nextRotation(seen.at(-1)!));
    expect(seen).toEqual([0, 45, 90, 135, 180, 225, 270, 315, 0]);
  });
  it('builds the transform, fitting a quarter turn into the player', () => {
    expect(videoTransform(0, 'none')).toBe('none');
    expect(videoTransform(45, 'none')).toBe('rotate(45deg)');
    expect(videoTransform(90, 'none', 16 / 9)).toBe('rotate(90deg) scale(0.563)');
    expect(videoTransform(180, 'horizontal')).toBe('rotate(180deg) scaleX(-1)');
    expect(videoTransform(0, 'vertical')).toBe('scaleY(-1)');
  });
});
