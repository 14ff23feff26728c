import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** An RGBA picture in memory (4 bytes a pixel, rows top to bottom). */
export interface Raster {
  width: number;
  height: number;
  data: Uint8Array;
}

export type ImageKind = 'jpeg' | 'png';

/** What the bytes are, by their first bytes only (never by a file name or a declared type). */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  return null;
}

/**
 * The width and height a JPEG or PNG says it has, read from its header without decoding (so an image too
 * large to decode is refused cheaply). null when the header is not there.
 */
export function imageSize(bytes: Buffer, kind: ImageKind): { width: number; height: number } | null {
  if (kind === 'png') {
    if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  // JPEG: walk the markers to the first start-of-frame (SOF0–SOF15 except DHT, JPG, DAC).
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return null;
}

/** A PNG's width and height (0×0 when the bytes are not a PNG). */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  return (sniffImage(bytes) === 'png' && imageSize(bytes, 'png')) || { width: 0, height: 0 };
}

/** Decodes a JPEG or PNG fully; throws when the bytes are broken. `maxPixels` bounds the memory used. */
export function decodeImage(bytes: Buffer, maxPixels = 70_000_000): Raster {
  const kind = sniffImage(bytes);
  if (kind === 'png') {
    const png = PNG.sync.read(bytes);
    return { width: png.width, height: png.height, data: new Uint8Array(png.data) };
  }
  if (kind === 'jpeg') {
    const image = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: Math.ceil(maxPixels / 1_000_000),
      maxMemoryUsageInMB: 1024,
    });
    return { width: image.width, height: image.height, data: image.data };
  }
  throw new Error('not a JPEG or PNG');
}

export function encodePng(raster: Raster): Buffer {
  const png = new PNG({ width: raster.width, height: raster.height });
  png.data = Buffer.from(raster.data.buffer, raster.data.byteOffset, raster.data.byteLength);
  return PNG.sync.write(png, { colorType: 6 });
}

export function blankRaster(width: number, height: number): Raster {
  return { width, height, data: new Uint8Array(width * height * 4) };
}

/**
 * The picture scaled to cover width×height and centre-cropped (what ControlNet's 'Crop and Resize' does),
 * sampled bilinearly.
 */
export function coverResize(source: Raster, width: number, height: number): Raster {
  const out = blankRaster(width, height);
  const scale = Math.max(width / source.width, height / source.height);
  const offsetX = (source.width * scale - width) / 2;
  const offsetY = (source.height * scale - height) / 2;
  for (let y = 0; y < height; y++) {
    const sy = Math.min(source.height - 1, Math.max(0, (y + offsetY + 0.5) / scale - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(source.height - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(source.width - 1, Math.max(0, (x + offsetX + 0.5) / scale - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(source.width - 1, x0 + 1);
      const fx = sx - x0;
      for (let c = 0; c < 4; c++) {
        const a = source.data[(y0 * source.width + x0) * 4 + c]!;
        const b = source.data[(y0 * source.width + x1) * 4 + c]!;
        const d = source.data[(y1 * source.width + x0) * 4 + c]!;
        const e = source.data[(y1 * source.width + x1) * 4 + c]!;
        const top = a + (b - a) * fx;
        const bottom = d + (e - d) * fx;
        out.data[(y * width + x) * 4 + c] = Math.round(top + (bottom - top) * fy);
      }
    }
  }
  return out;
}

/** Luminance 0–255 per pixel (Rec. 601), transparent pixels as white. */
export function luminance(raster: Raster): Float32Array {
  const out = new Float32Array(raster.width * raster.height);
  for (let i = 0; i < out.length; i++) {
    const alpha = raster.data[i * 4 + 3]! / 255;
    const lum =
      0.299 * raster.data[i * 4]! + 0.587 * raster.data[i * 4 + 1]! + 0.114 * raster.data[i * 4 + 2]!;
    out[i] = lum * alpha + 255 * (1 - alpha);
  }
  return out;
}
