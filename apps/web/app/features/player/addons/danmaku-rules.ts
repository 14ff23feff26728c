import {
  cleanDanmakuText,
  DANMAKU_COLORS,
  DANMAKU_SIZES,
  danmakuColorHex,
  type DanmakuItem,
  type DanmakuMode,
} from '@app/contract/web';

/** What the player sends for a new comment (the danmakuSend body). */
export interface NewDanmaku {
  text: string;
  mode: DanmakuMode;
  stime: number;
  size: number;
  color: number;
}

/** A comment as artplayer-plugin-danmuku draws it: 0 scrolling, 1 top, 2 bottom; time in seconds. */
export interface DrawnDanmu {
  text: string;
  mode: 0 | 1 | 2;
  color: string;
  time: number;
  border?: boolean;
  style?: Partial<CSSStyleDeclaration>;
}

/** 002 §9: a comment sent before anything has played starts at 1000 ms. */
export const DEFAULT_STIME_MS = 1000;

/**
 * The spec's modes on the three the renderer has: 5 top and 4 bottom stay put, every other mode (1 scroll,
 * 6 reverse, 7 positioned, 8 scripted, 17) scrolls, the closest it can draw.
 */
export function drawnMode(mode: number): 0 | 1 | 2 {
  if (mode === 5) return 1;
  if (mode === 4) return 2;
  return 0;
}

export function toDrawn(
  item: Pick<DanmakuItem, 'text' | 'mode' | 'stime' | 'size' | 'color'>,
  own = false,
): DrawnDanmu {
  return {
    text: item.text,
    mode: drawnMode(item.mode),
    color: danmakuColorHex(item.color),
    time: item.stime / 1000,
    // The viewer's own comment is outlined, so they can find it among the others.
    border: own,
    style: { fontSize: `${item.size}px` },
  };
}

const pick = <T>(list: readonly T[], random: () => number): T =>
  list[Math.min(list.length - 1, Math.floor(random() * list.length))]!;

/**
 * A comment typed at `currentTime` (seconds), or null when there is nothing to send (002 §5: only a
 * non-empty input is sent). Size and colour are picked at random from the spec's lists.
 */
export function newDanmaku(
  input: string,
  currentTime: number,
  random: () => number = Math.random,
): NewDanmaku | null {
  const text = cleanDanmakuText(input);
  if (!text) return null;
  const ms = Number.isFinite(currentTime) && currentTime > 0 ? Math.round(currentTime * 1000) : 0;
  return {
    text,
    mode: 1,
    stime: ms > 0 ? ms : DEFAULT_STIME_MS,
    size: pick(DANMAKU_SIZES, random),
    color: pick(DANMAKU_COLORS, random),
  };
}
