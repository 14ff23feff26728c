import { describe, expect, it } from 'vitest';
import { shapePng, solidPng } from './render-fakes.ts';
import { decodeImage, imageSize, sniffImage } from './render-image.ts';
import { createPreviewProvider, renderPreviewPng } from './render-preview.ts';
import type { RenderControl, RenderRequest } from './render-provider.ts';

const base: RenderRequest = {
  prompt: 'villa',
  negativePrompt: '',
  width: 320,
  height: 192,
  scale: 1,
  cfg: 7,
  steps: 20,
  sampler: 'Euler a',
  vae: 'Automatic',
  seed: 7,
  style: { name: '现代简约', palette: ['#102030', '#808080', '#f0f0f0'] },
  styleReference: null,
  shapeReference: null,
};
const withShape = (control: RenderControl): RenderRequest => ({
  ...base,
  shapeReference: { bytes: shapePng(160, 96), contentType: 'image/png', weight: 1, control },
});
const pixel = (png: Buffer, x: number, y: number) => {
  const raster = decodeImage(png);
  return [...raster.data.subarray((y * raster.width + x) * 4, (y * raster.width + x) * 4 + 3)];
};

describe('预览（非AI生成）', () => {
  it('is deterministic: the same request gives the same bytes, another seed another picture', () => {
    expect(renderPreviewPng(base).equals(renderPreviewPng(base))).toBe(true);
    expect(renderPreviewPng(base).equals(renderPreviewPng({ ...base, seed: 8 }))).toBe(false);
  });

  it('paints the control map the GPU would follow: edges for 线稿, a ramp for 深度, regions for seg', () => {
    const [lineart, depth, seg] = (['lineart', 'depth', 'seg'] as RenderControl[]).map((c) =>
      renderPreviewPng(withShape(c)),
    );
    expect(new Set([lineart, depth, seg].map((b) => b!.toString('base64'))).size).toBe(3);
    // Line art: the square's border is drawn dark, its inside and the ground stay light.
    expect(pixel(lineart!, 160, 96)[0]).toBeGreaterThan(200);
    expect(Math.min(...[70, 75, 80, 85, 90].map((x) => pixel(lineart!, x, 96)[0]!))).toBeLessThan(40);
    // Depth: the dark square is far (dark end of the palette), the light ground near.
    expect(pixel(depth!, 160, 96)[0]).toBeLessThan(pixel(depth!, 10, 40)[0]!);
  });

  it('moves the palette toward the style reference by its weight', () => {
    const red = { bytes: solidPng(20, 20, [220, 20, 20]), contentType: 'image/png' as const };
    const plain = pixel(renderPreviewPng(withShape('depth')), 10, 40);
    const half = pixel(
      renderPreviewPng({ ...withShape('depth'), styleReference: { ...red, weight: 1 } }),
      10,
      40,
    );
    const full = pixel(
      renderPreviewPng({ ...withShape('depth'), styleReference: { ...red, weight: 2 } }),
      10,
      40,
    );
    expect(half[0]! - half[2]!).toBeGreaterThan(plain[0]! - plain[2]!);
    expect(full[0]! - full[2]!).toBeGreaterThan(half[0]! - half[2]!);
  });

  it('is a PNG of the requested size with the watermark band along the bottom', async () => {
    const provider = createPreviewProvider({ delayMs: 0 });
    const { images } = await provider.render(base, { signal: new AbortController().signal });
    const bytes = images[0]!.bytes;
    expect(sniffImage(bytes)).toBe('png');
    expect(imageSize(bytes, 'png')).toEqual({ width: 320, height: 192 });
    const raster = decodeImage(bytes);
    const bottom = raster.height - 2;
    let light = 0;
    for (let x = 0; x < raster.width; x++) if (raster.data[(bottom * raster.width + x) * 4]! > 200) light++;
    expect(light).toBe(0);
    let ink = 0;
    for (let y = raster.height - 30; y < raster.height; y++)
      for (let x = 0; x < raster.width; x++) if (raster.data[(y * raster.width + x) * 4]! > 230) ink++;
    expect(ink).toBeGreaterThan(200);
  });

  it('stops when aborted while it waits out its delay', async () => {
    const provider = createPreviewProvider({ delayMs: 10_000 });
    const controller = new AbortController();
    const rendering = provider.render(base, { signal: controller.signal });
    controller.abort(new Error('取消'));
    await expect(rendering).rejects.toThrow('取消');
  });
});
