import { describe, expect, it } from 'vitest';
import { solidPng } from './render-fakes.ts';
import { decodeImage } from './render-image.ts';
import { createPreviewProvider } from './render-preview.ts';
import { previewScene } from './render-preview-scene.ts';
import type { RenderRequest } from './render-provider.ts';

const base: RenderRequest = {
  prompt: 'a glass curtain wall tower at dusk',
  negativePrompt: '',
  width: 256,
  height: 160,
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

describe('预览渲染（非AI生成） as a ray-traced scene', () => {
  it('reads building type, façade and time of day from the prompt, in Chinese or English', () => {
    expect(previewScene(base)).toMatchObject({ building: 'tower', facade: 'glass', time: 'dusk' });
    expect(previewScene({ ...base, prompt: '山地美术馆，清水混凝土，清晨薄雾' })).toMatchObject({
      building: 'museum',
      facade: 'concrete',
      time: 'morning',
    });
    expect(previewScene({ ...base, prompt: '侘寂风客厅，木饰面，夜景灯光' })).toMatchObject({
      building: 'interior',
      facade: 'timber',
      time: 'night',
    });
  });

  it("takes its accent from the style's palette, moved toward the style reference's colours", () => {
    const plain = previewScene(base).accent!;
    const red = previewScene({
      ...base,
      styleReference: { bytes: solidPng(64, 64, [230, 20, 20]), contentType: 'image/png', weight: 2 },
    }).accent!;
    expect(plain[0]).toBeCloseTo(128 / 255, 2);
    expect(red[0]).toBeGreaterThan(0.8);
    expect(red[1]).toBeLessThan(0.2);
  });

  it('renders two different prompts as two different pictures, at the asked size, in well under 20 s', async () => {
    const provider = createPreviewProvider({ delayMs: 0, povray: 'povray' });
    const signal = new AbortController().signal;
    const started = Date.now();
    const [tower, museum] = await Promise.all(
      [base, { ...base, prompt: '山地美术馆，清水混凝土' }].map((r) => provider.render(r, { signal })),
    );
    expect(Date.now() - started).toBeLessThan(20_000);
    const a = decodeImage(tower!.images[0]!.bytes);
    const b = decodeImage(museum!.images[0]!.bytes);
    expect([a.width, a.height, b.width, b.height]).toEqual([256, 160, 256, 160]);
    expect(Buffer.compare(a.data, b.data)).not.toBe(0);
  });
});
