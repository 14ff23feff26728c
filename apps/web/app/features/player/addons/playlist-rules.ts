import { ADDON_TEXT, type PlayerLanguage } from './addon-text.ts';

/** The playlist add-on's timings (002 §9): the side panel hides itself after 5 s, a bound tip lasts 3 s. */
export const PLAYLIST_PANEL_HIDE_MS = 5000;
export const PLAYLIST_BOUND_TIP_MS = 3000;

export type PlaylistStep = { kind: 'go'; index: number } | { kind: 'bound'; tip: string };

/**
 * Previous (-1) or next (+1) from `index` in a list of `length` (002 §5: bounded, with 'Already the first
 * one~' / 'Already the last one~'). An index outside the list (the current video is not in it) goes to
 * the first item either way.
 */
export function playlistStep(
  index: number,
  length: number,
  direction: -1 | 1,
  language: PlayerLanguage,
): PlaylistStep {
  const text = ADDON_TEXT[language];
  if (length <= 0) return { kind: 'bound', tip: direction < 0 ? text.firstOne : text.lastOne };
  if (index < 0 || index >= length) return { kind: 'go', index: 0 };
  const target = index + direction;
  if (target < 0) return { kind: 'bound', tip: text.firstOne };
  if (target >= length) return { kind: 'bound', tip: text.lastOne };
  return { kind: 'go', index: target };
}
