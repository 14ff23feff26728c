/**
 * Scrolling viewer comments (弹幕, 002 §3 "Scrolling comment", §5, §9): the constants both sides share and
 * the one text rule the server applies before storing (the browser applies it too, to refuse an empty send).
 */

/** Comment modes the player may send (002 §9): 1 scroll, 4 bottom, 5 top, 6 reverse, 7 positioned, 8 and 17. */
export const DANMAKU_MODES = [1, 4, 5, 6, 7, 8, 17] as const;
export type DanmakuMode = (typeof DANMAKU_MODES)[number];

/** Font sizes a sent comment picks from at random (002 §9). */
export const DANMAKU_SIZES = [16, 18, 25, 36, 45] as const;

/** The 5 fixed colours a sent comment picks from at random (002 §9), as integer RGB like the entity. */
export const DANMAKU_COLORS = [0xffffff, 0xfe0302, 0xffe133, 0x00cd00, 0x3f9fff] as const;

/** Longest comment kept, in characters (code points) after cleaning: a line that still fits the screen. */
export const DANMAKU_MAX_CHARS = 50;

/** At most this many comments per member within the window (server-side; 4029 beyond). */
export const DANMAKU_RATE = { max: 5, windowSeconds: 15 } as const;

/** Most comments one lesson answers (the newest ones, ordered by their time in the video). */
export const DANMAKU_LIST_LIMIT = 3000;

// Control and invisible formatting characters (bidi overrides, zero-width joiners, BOM): they let a
// comment draw over its neighbours or hide text, and say nothing.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g;

/**
 * The comment as stored: invisible characters dropped, whitespace runs made one space, trimmed, and '<' '>'
 * turned into their full-width forms, so no renderer can ever take a comment for markup while the
 * viewer's meaning (a '<3', an arrow) survives. An answer of '' means there is nothing to send.
 */
export function cleanDanmakuText(raw: string): string {
  return raw.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim().replace(/</g, '＜').replace(/>/g, '＞');
}

/** Length as a viewer counts it: one per character, an emoji or a Chinese character alike. */
export function danmakuLength(text: string): number {
  return [...text].length;
}

/** '#fe0302' for the player from the entity's integer RGB. */
export function danmakuColorHex(color: number): string {
  return `#${(color & 0xffffff).toString(16).padStart(6, '0')}`;
}
