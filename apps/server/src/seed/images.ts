import { createRng, hashString, type Rng } from './prng.ts';

/**
 * Demo pictures drawn in code as SVG: a gradient, a parametric pattern (façade panels, waves, rings,
 * triangles, a point field) and the title. The picture depends only on its text, so runs are identical.
 * Shapes fade with fill-opacity / stroke-opacity, never `opacity`: for a one-paint shape they look the same,
 * but `opacity` makes a renderer composite each shape through a canvas-sized layer — about twice the time
 * to rasterise a picture (librsvg when seeding, a browser when a picture stays SVG).
 */

const palettes = [
  ['#0f2027', '#2c5364', '#4fd1c5'],
  ['#1e3c72', '#2a5298', '#90cdf4'],
  ['#42275a', '#734b6d', '#f6ad55'],
  ['#134e5e', '#71b280', '#f0fff4'],
  ['#232526', '#414345', '#f6e05e'],
  ['#3a1c71', '#d76d77', '#ffaf7b'],
  ['#0b486b', '#f56217', '#fff5eb'],
  ['#16222a', '#3a6073', '#63b3ed'],
  ['#5c258d', '#4389a2', '#e9d8fd'],
  ['#1d4350', '#a43931', '#fed7d7'],
] as const;

const FONT = "'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif";

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** Splits a title into lines of about `perLine` characters (CJK counts 1, Latin ½). */
export function wrapTitle(title: string, perLine: number, maxLines = 3): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (const ch of title) {
    const w = /[\u0000-\u00ff]/.test(ch) ? 0.55 : 1;
    if (width + w > perLine && line) {
      lines.push(line.trim());
      line = '';
      width = 0;
    }
    line += ch;
    width += w;
  }
  if (line.trim()) lines.push(line.trim());
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, -1)}…`;
    return kept;
  }
  return lines;
}

function pattern(rng: Rng, w: number, h: number, accent: string): string {
  const kind = rng.int(0, 4);
  const parts: string[] = [];
  if (kind === 0) {
    // Curtain-wall panels whose opacity follows a wave: the classic parametric façade.
    const cols = rng.int(10, 18);
    const rows = Math.round((cols * h) / w);
    const cw = w / cols;
    const ch = h / rows;
    const phase = rng.next() * Math.PI * 2;
    for (let x = 0; x < cols; x++) {
      for (let y = 0; y < rows; y++) {
        const o = 0.08 + 0.3 * (0.5 + 0.5 * Math.sin(x * 0.6 + y * 0.4 + phase));
        parts.push(
          `<rect x="${(x * cw + 2).toFixed(1)}" y="${(y * ch + 2).toFixed(1)}" width="${(cw - 4).toFixed(1)}" height="${(ch - 4).toFixed(1)}" fill="${accent}" fill-opacity="${o.toFixed(2)}"/>`,
        );
      }
    }
  } else if (kind === 1) {
    for (let i = 0; i < 14; i++) {
      const amp = 20 + i * 4;
      const y0 = (h / 14) * i;
      let d = `M0 ${y0.toFixed(1)}`;
      for (let x = 0; x <= w; x += w / 24)
        d += ` L${x.toFixed(1)} ${(y0 + amp * Math.sin(x / 90 + i * 0.5)).toFixed(1)}`;
      parts.push(
        `<path d="${d}" stroke="${accent}" stroke-width="2" fill="none" stroke-opacity="${(0.15 + i * 0.03).toFixed(2)}"/>`,
      );
    }
  } else if (kind === 2) {
    const cx = w * (0.55 + rng.next() * 0.35);
    const cy = h * (0.2 + rng.next() * 0.6);
    for (let r = 20; r < w; r += rng.int(18, 34))
      parts.push(
        `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r}" stroke="${accent}" stroke-width="2" fill="none" stroke-opacity="0.22"/>`,
      );
  } else if (kind === 3) {
    const size = rng.int(50, 90);
    for (let x = 0; x < w + size; x += size) {
      for (let y = 0; y < h + size; y += size) {
        const up = (x / size + y / size) % 2 === 0;
        const pts = up
          ? `${x},${y + size} ${x + size / 2},${y} ${x + size},${y + size}`
          : `${x},${y} ${x + size / 2},${y + size} ${x + size},${y}`;
        parts.push(
          `<polygon points="${pts}" fill="${accent}" fill-opacity="${(rng.next() * 0.28).toFixed(2)}"/>`,
        );
      }
    }
  } else {
    for (let i = 0; i < 90; i++) {
      const r = rng.int(2, 26);
      parts.push(
        `<circle cx="${rng.int(0, w)}" cy="${rng.int(0, h)}" r="${r}" fill="${accent}" fill-opacity="${(0.08 + rng.next() * 0.3).toFixed(2)}"/>`,
      );
    }
  }
  return parts.join('');
}

function background(
  id: string,
  rng: Rng,
  w: number,
  h: number,
): { defs: string; rect: string; accent: string } {
  const [from, to, accent] = rng.pick(palettes);
  const defs = `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  return { defs, rect: `<rect width="${w}" height="${h}" fill="url(#${id})"/>`, accent };
}

/**
 * What a card cover is stored at: about twice the CSS size of a card (≈ 300×170), so it stays sharp on a
 * 2× screen without making a phone download the 800×450 drawing.
 */
export const CARD_COVER = { width: 640, height: 360 } as const;

/** A product's slide (plugin demo, material preview): 16:9 at about twice the CSS size it is shown at. */
export const SLIDE = { width: 800, height: 450 } as const;

/** A banner picture: the home's slides are at most 1200 CSS pixels wide; text is the page's, not the picture's. */
export const BANNER = { width: 1440, height: 450 } as const;

/** A 16:9 cover (800×450) with a corner label such as 课程 / 插件 / 素材 / 资讯. */
export function coverSvg(title: string, label: string, width = 800, height = 450): string {
  const rng = createRng(hashString(`${label}:${title}`));
  const bg = background('g', rng, width, height);
  // Font and line length follow the picture's size so wide, short pictures (ads) get one big line.
  const base = Math.min(46, Math.round(height / 6));
  const lines = wrapTitle(title, Math.floor((width - 96) / base));
  const size = lines.length > 2 ? Math.round(base * 0.87) : base;
  const centred = height / 2 - ((lines.length - 1) * size * 1.3) / 2 + size * 0.35;
  const top = Math.max(centred, 78 + size * 1.1);
  const text = lines
    .map(
      (line, i) =>
        `<text x="48" y="${(top + i * size * 1.3).toFixed(0)}" font-size="${size}" font-weight="700" fill="#fff" font-family="${FONT}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${bg.defs}</defs>${bg.rect}${pattern(rng, width, height, bg.accent)}<rect x="0" y="0" width="${width}" height="${height}" fill="#000" fill-opacity="0.18"/><rect x="48" y="40" rx="6" width="${label.length * 22 + 28}" height="38" fill="${bg.accent}"/><text x="62" y="67" font-size="22" font-weight="700" fill="#1a202c" font-family="${FONT}">${escapeXml(label)}</text>${text}<text x="${width - 48}" y="${height - 36}" text-anchor="end" font-size="20" fill="#fff" fill-opacity="0.75" font-family="${FONT}">光子设计 · 演示内容</text></svg>`;
}

/** A round avatar with the first character of the name. */
export function avatarSvg(name: string): string {
  const rng = createRng(hashString(`avatar:${name}`));
  const bg = background('a', rng, 200, 200);
  const initial = escapeXml([...name][0] ?? '光');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><defs>${bg.defs}<clipPath id="c"><circle cx="100" cy="100" r="100"/></clipPath></defs><g clip-path="url(#c)">${bg.rect}${pattern(rng, 200, 200, bg.accent)}</g><text x="100" y="128" text-anchor="middle" font-size="84" font-weight="700" fill="#fff" font-family="${FONT}">${initial}</text></svg>`;
}

/** A wide home banner (1920×600) with a title and a subtitle. */
export function bannerSvg(title: string, subtitle: string): string {
  const w = 1920;
  const h = 600;
  const rng = createRng(hashString(`banner:${title}`));
  const bg = background('b', rng, w, h);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${bg.defs}</defs>${bg.rect}${pattern(rng, w, h, bg.accent)}<rect width="${w}" height="${h}" fill="#000" fill-opacity="0.2"/><text x="160" y="290" font-size="88" font-weight="700" fill="#fff" font-family="${FONT}">${escapeXml(title)}</text><text x="164" y="370" font-size="40" fill="#fff" fill-opacity="0.85" font-family="${FONT}">${escapeXml(subtitle)}</text></svg>`;
}
