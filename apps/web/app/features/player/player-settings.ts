/** The player's fixed settings (000 §9 Player, 002 §9 Embedded video player). */
export const PLAYER_DEFAULTS = {
  /** Height when the page gives none. */
  height: 320,
  /** loadDataTimeout 20: a playlist, key or segment that takes longer counts as failed (then retried). */
  loadDataTimeoutMs: 20_000,
  /** waitingTimeout 60: waiting this long without progress tells the viewer to reload. */
  waitingTimeoutMs: 60_000,
  /** vodRetry 3: retries of a failed playlist, key or segment load. */
  vodRetry: 3,
  /**
   * Progress goes to the server this often while playing (docs/spec-decisions.md "Learning, video pipeline
   * and player").
   */
  progressIntervalMs: 30_000,
} as const;

/** The waiting text of the player (000 §2.7, 002 §8). */
export const WAITING_TEXT = '正在转码，请稍后......';
/** The click-to-play prompt when the browser blocks autoplay (002 §4, §8). */
export const AUTOPLAY_BLOCKED_TEXT = ['浏览器限制了自动播放', '请点击播放'] as const;

/** The DOM event (on the player element) an add-on dispatches when the browser refused to start the video. */
export const AUTOPLAY_BLOCKED_EVENT = 'vp-autoplay-blocked';

/** Speeds offered, fastest first, 1.0 the default (002 §9). */
export const PLAYBACK_RATES = [2, 1.5, 1.25, 1, 0.5] as const;

export interface SelectorOption<V> {
  html: string;
  value: V;
  default?: boolean;
}

/** '2.0x', '1.5x', '1.25x', '1.0x', '0.5x': at least one decimal, never rounded (1.25 stays 1.25). */
export function rateLabel(rate: number): string {
  return `${Number.isInteger(rate) ? rate.toFixed(1) : String(rate)}x`;
}

export function rateOptions(current = 1): SelectorOption<number>[] {
  return PLAYBACK_RATES.map((rate) => ({ html: rateLabel(rate), value: rate, default: rate === current }));
}
