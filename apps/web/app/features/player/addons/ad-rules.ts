/** The ads' rules (002 §4 "Start image ad", "Video ad", "Multi-video ad sequence", §5, §8). */
import { fillText, type AddonText } from './addon-text.ts';

/** The error of 002 §8, worded as the spec shows it. */
export const AD_DURATION_ERROR = 'adDuration must must be greater than 0';

/** Seconds a video ad counts down from: its duration rounded up (002 §4); a duration of 0 or less is an error. */
export function adCountdownSeconds(duration: number): number {
  if (!(Number.isFinite(duration) && duration > 0)) throw new Error(AD_DURATION_ERROR);
  return Math.ceil(duration);
}

/** The start image ad counts down by 1 a second: what it shows `elapsedMs` after it appeared, down to 0. */
export function startAdSecondsLeft(seconds: number, elapsedMs: number): number {
  return Math.max(0, Math.ceil(seconds) - Math.floor(Math.max(0, elapsedMs) / 1000));
}

/**
 * At 0 the start ad goes and the video plays (002 §4), except when resume is on and the video stands
 * before the saved position: then the viewer's resume prompt decides and nothing starts by itself.
 */
export function playsAfterStartAd(resume: { enabled: boolean; saved: number }, currentTime: number): boolean {
  return !(resume.enabled && resume.saved > 0 && currentTime < resume.saved);
}

/** The multi-video sequence: the ad after `index`, or null when that was the last (then the main video plays). */
export function nextAdIndex(index: number, count: number): number | null {
  return index + 1 < count ? index + 1 : null;
}

/** For a URL placed in markup the plugin builds as a string (its video's src="…"). */
function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * artplayer-plugin-ads's options for the pre-roll video ad: counting down from the ad's length rounded up,
 * closable at once (002 §4: it goes "at 0, or on close"), with our words ('%s' is the plugin's number slot).
 */
export function adPluginOptions(ad: { video: string; link: string; seconds: number }, text: AddonText) {
  return {
    video: attribute(ad.video),
    url: ad.link,
    playDuration: 0,
    totalDuration: adCountdownSeconds(ad.seconds),
    muted: false,
    i18n: {
      close: text.adClose,
      countdown: fillText(text.adCountdown, { n: '%s' }),
      detail: text.adMore,
      canBeClosed: fillText(text.adClosableIn, { n: '%s' }),
    },
  };
}
