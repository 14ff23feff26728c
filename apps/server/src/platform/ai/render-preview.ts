import { povrayAvailable, renderScenePng } from '../media/povray-render.ts';
import { sceneSdl } from '../media/povray-scene.ts';
import { decodeImage, encodePng, type Raster } from './render-image.ts';
import { paintPreview } from './render-preview-paint.ts';
import { previewScene } from './render-preview-scene.ts';
import { sleep, type RenderProvider, type RenderRequest, type RenderResult } from './render-provider.ts';
import { WATERMARK_ROWS, WATERMARK_WIDTH } from './render-watermark-font.ts';

/** Is the watermark bitmap's pixel (x, y) ink? */
function ink(x: number, y: number): boolean {
  const row = WATERMARK_ROWS[y];
  if (!row || x < 0 || x >= WATERMARK_WIDTH) return false;
  const nibble = parseInt(row[x >> 2]!, 16);
  return ((nibble >> (3 - (x & 3))) & 1) === 1;
}

/**
 * Stamps '预览 · 非AI生成' in a dark band across the bottom and again, smaller and faint, in the top-left
 * corner, so a preview can never pass for an AI render, cropped or not.
 */
export function stampWatermark(raster: Raster): void {
  const { width, height } = raster;
  const scale = Math.max(1, Math.floor(width / (WATERMARK_WIDTH * 2.2)));
  const textH = WATERMARK_ROWS.length * scale;
  const bandTop = height - textH - 8 * scale;
  for (let y = Math.max(0, bandTop); y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) raster.data[i + c] = Math.round(raster.data[i + c]! * 0.35);
    }
  const draw = (left: number, top: number, s: number, alpha: number) => {
    for (let y = 0; y < WATERMARK_ROWS.length * s; y++)
      for (let x = 0; x < WATERMARK_WIDTH * s; x++) {
        if (!ink(Math.floor(x / s), Math.floor(y / s))) continue;
        const px = left + x;
        const py = top + y;
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        const i = (py * width + px) * 4;
        for (let c = 0; c < 3; c++)
          raster.data[i + c] = Math.round(raster.data[i + c]! * (1 - alpha) + 255 * alpha);
      }
  };
  draw(Math.floor((width - WATERMARK_WIDTH * scale) / 2), bandTop + 4 * scale, scale, 1);
  draw(8, 8, 1, 0.55);
}

/** Renders the flat preview picture (sync CPU work), watermarked, as PNG bytes: the fallback without POV-Ray. */
export function renderPreviewPng(request: RenderRequest): Buffer {
  const raster = paintPreview(request);
  stampWatermark(raster);
  return encodePng(raster);
}

/**
 * The preview as a ray-traced scene built from the request (render-preview-scene.ts), watermarked; POV-Ray
 * uses both cores, a 1024×768 picture takes a few seconds.
 */
export async function renderPreviewScenePng(
  povray: string,
  request: RenderRequest,
  signal?: AbortSignal,
): Promise<Buffer> {
  const job = { sdl: sceneSdl(previewScene(request)), width: request.width, height: request.height };
  const raster = decodeImage(
    await renderScenePng(povray, job, { threads: 2, ...(signal ? { signal } : {}) }),
  );
  stampWatermark(raster);
  return encodePng(raster);
}

/**
 * The embedded default backend: 预览渲染（非AI生成）. No GPU and no model: a ray-traced scene of what the prompt
 * and options describe (POV-Ray), or — when POV-Ray is missing — a deterministic CPU picture of what a GPU
 * backend would be given (render-preview-paint.ts); watermarked either way. `delayMs` makes each image take
 * at least that long (staging and the end-to-end tests use it to watch the queue move as with a GPU).
 */
export function createPreviewProvider(options: {
  delayMs: number;
  concurrency?: number;
  povray?: string;
}): RenderProvider {
  return {
    kind: 'preview',
    isPreview: true,
    concurrency: options.concurrency ?? 2,
    async render(request: RenderRequest, { signal }): Promise<RenderResult> {
      signal.throwIfAborted();
      const started = Date.now();
      const povray = options.povray && (await povrayAvailable(options.povray)) ? options.povray : null;
      const bytes = povray ? await renderPreviewScenePng(povray, request, signal) : renderPreviewPng(request);
      const rest = options.delayMs - (Date.now() - started);
      if (rest > 0) await sleep(rest, signal);
      signal.throwIfAborted();
      return {
        images: [{ bytes, contentType: 'image/png', width: request.width, height: request.height }],
        seed: request.seed,
      };
    },
  };
}
