import { ADDON_TEXT, fillText, type PlayerLanguage } from './addon-text.ts';

/**
 * The free preview's rules (002 §4 "Free preview", §5, §8, §9). The layer is only the viewer's side of it:
 * the server's playlist for a viewer without the course already ends at the preview (the lock).
 */

/**
 * 'Try 2 minutes' / 'Try 90 seconds' (002 §9): minutes when the preview divides into whole minutes,
 * otherwise seconds; under 60 always seconds.
 */
export function previewTip(seconds: number, language: PlayerLanguage): string {
  const text = ADDON_TEXT[language];
  const whole = Math.round(seconds);
  if (whole >= 60 && whole % 60 === 0) return fillText(text.previewTryMinutes, { n: whole / 60 });
  return fillText(text.previewTrySeconds, { n: whole });
}

/**
 * The preview length to enforce, or null when it cannot be one (002 §5: it must be shorter than the
 * video; otherwise a warning is logged and there is no preview). An unknown duration (0/NaN, before the
 * metadata) does not invalidate it yet.
 */
export function validPreview(
  seconds: number | null | undefined,
  duration: number,
  warn: (message: string) => void = console.warn,
): number | null {
  if (seconds === null || seconds === undefined) return null;
  const known = Number.isFinite(duration) && duration > 0;
  if (!(Number.isFinite(seconds) && seconds > 0) || (known && seconds >= duration)) {
    warn(`[player] invalid preview duration ${seconds} (video ${duration} s): preview disabled`);
    return null;
  }
  return seconds;
}

export type PreviewStep =
  /** Within the preview: nothing to do. */
  | { kind: 'play' }
  /** Past it (002 §4): pause, go back to the preview time, show the 'Preview is over' layer. */
  | { kind: 'end'; seekTo: number };

export function previewStep(currentTime: number, preview: number): PreviewStep {
  return currentTime > preview ? { kind: 'end', seekTo: preview } : { kind: 'play' };
}

/** Playing again after the end layer starts from 0 (002 §4). */
export const REPLAY_FROM = 0;
