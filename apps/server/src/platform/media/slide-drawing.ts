/**
 * A lesson slide drawn by ffmpeg: a title band, the slide's heading with an accent rule, its steps as a
 * numbered list (a filled badge per step, drawbox + drawtext) and a progress bar along the bottom. Text is
 * read from files (drawtext's textfile), so no sentence ever needs filtergraph escaping.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LessonSlide } from './lesson-script.ts';

export const SLIDE_SIZE = { width: 1280, height: 720 } as const;

/**
 * The font as the demo pictures name it (their SVGs ask fontconfig for 'Noto Sans CJK SC'): drawtext's
 * `font` goes through fontconfig too, so the Simplified Chinese face of the .ttc is the one used (a
 * `fontfile` would open the collection's first face, the Japanese one). Bold is drawn as a 1 px outline
 * in the text's own colour: a style in the fontconfig pattern does not survive the filtergraph's escaping.
 */
const FONT = 'Noto Sans CJK SC';

const COLOURS = {
  background: '0x0f1b2d',
  band: '0x16325c',
  accent: '0x3b82f6',
  text: 'white',
  muted: '0xb8c4d6',
};

/** Width in em of a line: CJK characters count 1, the rest about half. */
export function textWidth(text: string): number {
  let units = 0;
  for (const ch of text) units += /[\u2e80-\uffff]/u.test(ch) ? 1 : 0.55;
  return units;
}

/** The largest size up to `max` px at which `text` fits in `width` px. */
const fitSize = (text: string, max: number, width: number) =>
  Math.max(18, Math.min(max, Math.floor(width / Math.max(1, textWidth(text)))));

interface DrawSlide {
  slide: LessonSlide;
  /** The lesson's title, shown in the band. */
  title: string;
  index: number;
  count: number;
  /** Where the text files go (a scratch directory the caller removes). */
  dir: string;
}

/** Writes the slide's text files and answers the filter chain that draws it onto a plain background. */
export async function slideFilter({ slide, title, index, count, dir }: DrawSlide): Promise<string> {
  let n = 0;
  const text = async (value: string, options: string, bold = false) => {
    const file = path.join(dir, `slide${index}-${n++}.txt`);
    await writeFile(file, value);
    return `drawtext=font=${FONT}:textfile=${file}:${options}${bold ? ':borderw=1:bordercolor=white' : ''}`;
  };
  const { width, height } = SLIDE_SIZE;
  const box = (x: number, y: number, w: number, h: number, colour: string) =>
    `drawbox=x=${x}:y=${y}:w=${w}:h=${h}:color=${colour}:t=fill`;
  const parts = [
    box(0, 0, width, 72, COLOURS.band),
    await text(title, `fontsize=${fitSize(title, 26, 900)}:fontcolor=${COLOURS.muted}:x=48:y=22`),
    await text(`${index + 1} / ${count}`, `fontsize=24:fontcolor=${COLOURS.muted}:x=w-tw-48:y=24`),
    await text(
      slide.heading,
      `fontsize=${fitSize(slide.heading, 54, 1150)}:fontcolor=${COLOURS.text}:x=64:y=118`,
      true,
    ),
    box(64, 200, 120, 6, COLOURS.accent),
  ];
  for (const [i, point] of slide.points.entries()) {
    const y = 246 + i * 80;
    parts.push(box(64, y, 52, 52, COLOURS.accent));
    parts.push(await text(String(i + 1), `fontsize=30:fontcolor=white:x=90-tw/2:y=${y + 7}`, true));
    parts.push(
      await text(point, `fontsize=${fitSize(point, 34, 1060)}:fontcolor=${COLOURS.text}:x=140:y=${y + 6}`),
    );
  }
  // The lesson's progress: a thin bar whose filled part ends where this slide ends.
  parts.push(box(0, height - 8, width, 8, COLOURS.band));
  parts.push(box(0, height - 8, Math.round((width * (index + 1)) / count), 8, COLOURS.accent));
  return parts.join(',');
}

export function slideBackground(seconds: number, fps: number): string {
  const { width, height } = SLIDE_SIZE;
  return `color=c=${COLOURS.background}:s=${width}x${height}:r=${fps}:d=${seconds}`;
}
