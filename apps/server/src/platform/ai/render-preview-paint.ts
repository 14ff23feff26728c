import { blankRaster, coverResize, decodeImage, luminance, type Raster } from './render-image.ts';
import type { RenderControl, RenderRequest } from './render-provider.ts';

/**
 * The pixels of 预览（非AI生成）: what a GPU backend would be given, made visible. With a shape reference it is
 * that image's control map as the preprocessor would extract it (edges for 线稿, a depth-like ramp for 深度,
 * flat regions for seg分割), painted in the style's palette (shifted toward the style reference's colours by
 * its weight); without one, a seeded composition of the palette. Deterministic: same request, same pixels.
 */

type Rgb = [number, number, number];

export function parseColour(hex: string): Rgb {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  return m ? [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)] : [128, 128, 128];
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/** The reference's mean colour in its dark, middle and light thirds (by luminance). */
function referenceColours(raster: Raster): Rgb[] {
  const sums = [0, 1, 2].map(() => [0, 0, 0, 0]);
  const step = Math.max(1, Math.floor((raster.width * raster.height) / 40_000));
  for (let i = 0; i < raster.width * raster.height; i += step) {
    const r = raster.data[i * 4]!;
    const g = raster.data[i * 4 + 1]!;
    const b = raster.data[i * 4 + 2]!;
    const third = Math.min(2, Math.floor((0.299 * r + 0.587 * g + 0.114 * b) / 86));
    const s = sums[third]!;
    s[0]! += r;
    s[1]! += g;
    s[2]! += b;
    s[3]! += 1;
  }
  // A third the reference has no pixels in takes the reference's overall colour (a one-colour picture
  // colours the whole palette).
  const all = sums.reduce((a, s) => a.map((v, i) => v + s[i]!), [0, 0, 0, 0]);
  const mean = (s: number[]): Rgb => [s[0]! / s[3]!, s[1]! / s[3]!, s[2]! / s[3]!];
  return sums.map((s) => (s[3] ? mean(s) : mean(all)));
}

/** The style's three colours, moved toward the style reference's by weight/2 (weight 2 = the reference's). */
export function previewPalette(request: RenderRequest): Rgb[] {
  const base = [0, 1, 2].map((i) => parseColour(request.style.palette[i] ?? '#808080'));
  if (!request.styleReference) return base;
  const ref = referenceColours(decodeImage(request.styleReference.bytes));
  const t = Math.min(1, request.styleReference.weight / 2);
  return base.map((colour, i) => mix(colour, ref[i]!, t));
}

/** Separable box blur of a grey map, radius r. */
function blur(map: Float32Array, width: number, height: number, r: number): Float32Array {
  if (r < 1) return map;
  const tmp = new Float32Array(map.length);
  const out = new Float32Array(map.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let n = 0;
      for (let k = -r; k <= r; k++) {
        const xx = x + k;
        if (xx >= 0 && xx < width) {
          sum += map[y * width + xx]!;
          n++;
        }
      }
      tmp[y * width + x] = sum / n;
    }
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let n = 0;
      for (let k = -r; k <= r; k++) {
        const yy = y + k;
        if (yy >= 0 && yy < height) {
          sum += tmp[yy * width + x]!;
          n++;
        }
      }
      out[y * width + x] = sum / n;
    }
  return out;
}

/** Sobel gradient magnitude. */
function edges(map: Float32Array, width: number, height: number): Float32Array {
  const out = new Float32Array(map.length);
  const at = (x: number, y: number) =>
    map[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))]!;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const gx =
        at(x + 1, y - 1) +
        2 * at(x + 1, y) +
        at(x + 1, y + 1) -
        at(x - 1, y - 1) -
        2 * at(x - 1, y) -
        at(x - 1, y + 1);
      const gy =
        at(x - 1, y + 1) +
        2 * at(x, y + 1) +
        at(x + 1, y + 1) -
        at(x - 1, y - 1) -
        2 * at(x, y - 1) -
        at(x + 1, y - 1);
      out[y * width + x] = Math.hypot(gx, gy);
    }
  return out;
}

function put(raster: Raster, i: number, colour: Rgb): void {
  raster.data[i * 4] = Math.round(colour[0]);
  raster.data[i * 4 + 1] = Math.round(colour[1]);
  raster.data[i * 4 + 2] = Math.round(colour[2]);
  raster.data[i * 4 + 3] = 255;
}

/** Where 0 → 1 falls on the dark → mid → light palette. */
function ramp(palette: Rgb[], t: number): Rgb {
  const v = Math.min(1, Math.max(0, t));
  return v < 0.5 ? mix(palette[0]!, palette[1]!, v * 2) : mix(palette[1]!, palette[2]!, (v - 0.5) * 2);
}

function controlMap(shape: Raster, control: RenderControl, palette: Rgb[], weight: number): Raster {
  const { width, height } = shape;
  const out = blankRaster(width, height);
  const lum = luminance(shape);
  const scale = Math.max(1, Math.round(Math.min(width, height) / 256));
  if (control === 'lineart') {
    const magnitude = edges(blur(lum, width, height, scale), width, height);
    // Lines where the gradient is strong; a higher weight keeps fainter edges too.
    const threshold = 90 / (0.5 + Math.min(2, weight));
    for (let i = 0; i < magnitude.length; i++)
      put(out, i, magnitude[i]! > threshold ? palette[0]! : mix(palette[2]!, palette[1]!, 0.12));
    return out;
  }
  if (control === 'depth') {
    const smooth = blur(lum, width, height, scale * 6);
    let min = 255;
    let max = 0;
    for (const v of smooth) {
      min = Math.min(min, v);
      max = Math.max(max, v);
    }
    for (let i = 0; i < smooth.length; i++)
      put(out, i, ramp(palette, (smooth[i]! - min) / Math.max(1, max - min)));
    return out;
  }
  // seg: flat regions by luminance band, each band its own palette colour, one-pixel borders between them.
  const smooth = blur(lum, width, height, scale * 3);
  const bands = 5;
  const band = (i: number) => Math.min(bands - 1, Math.floor((smooth[i]! / 256) * bands));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const b = band(i);
      const border = (x > 0 && band(i - 1) !== b) || (y > 0 && band(i - width) !== b);
      put(out, i, border ? palette[0]! : ramp(palette, b / (bands - 1)));
    }
  return out;
}

/** A deterministic generator (mulberry32) seeded by the request's seed. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Without a shape reference: a sky-to-ground gradient and seeded massing blocks in the palette. */
function composition(width: number, height: number, palette: Rgb[], seed: number): Raster {
  const out = blankRaster(width, height);
  const random = seeded(seed);
  const horizon = height * (0.55 + random() * 0.2);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      put(out, y * width + x, y < horizon ? ramp(palette, 1 - (y / horizon) * 0.35) : ramp(palette, 0.25));
  const blocks = 4 + Math.floor(random() * 5);
  for (let b = 0; b < blocks; b++) {
    const w = width * (0.08 + random() * 0.2);
    const h = height * (0.15 + random() * 0.45);
    const x0 = Math.floor(random() * (width - w));
    const y0 = Math.floor(horizon - h);
    const tone = 0.1 + random() * 0.5;
    for (let y = Math.max(0, y0); y < Math.min(height, horizon); y++)
      for (let x = x0; x < x0 + w; x++) {
        const windowRow = Math.floor((y - y0) / 14) % 2 === 0 && Math.floor((x - x0) / 10) % 2 === 0;
        put(out, y * width + x, ramp(palette, windowRow ? tone + 0.3 : tone));
      }
  }
  return out;
}

export function paintPreview(request: RenderRequest): Raster {
  const palette = previewPalette(request);
  const { width, height } = request;
  if (!request.shapeReference) return composition(width, height, palette, request.seed);
  const shape = coverResize(decodeImage(request.shapeReference.bytes), width, height);
  return controlMap(shape, request.shapeReference.control, palette, request.shapeReference.weight);
}
