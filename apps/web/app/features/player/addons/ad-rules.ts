/** The ads' rules (002 §4 "Start image ad", "Video ad", "Multi-video ad sequence", §5, §8). */

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
