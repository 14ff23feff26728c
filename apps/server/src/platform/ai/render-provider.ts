/**
 * What renders an image for AI smart render (002): an AUTOMATIC1111/Forge or ComfyUI GPU server in
 * production, or the embedded 预览（非AI生成） that runs on the CPU. The ai slice's worker hands a provider one
 * request at a time; a provider never sees members, money or the queue.
 */

export type RenderControl = 'lineart' | 'depth' | 'seg';

/** A reference image as uploaded (JPEG or PNG bytes, checked by content when it was stored). */
export interface ReferenceImage {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  /** 0–2 (002 §5): how strongly the result follows the reference. */
  weight: number;
}

export interface RenderRequest {
  prompt: string;
  negativePrompt: string;
  /** Pixel size before the quality upscale. */
  width: number;
  height: number;
  /** The quality's upscale (1, 1.5 or 2): a hires pass on the GPU. */
  scale: number;
  cfg: number;
  steps: number;
  sampler: string;
  /** The backend's name of the chosen VAE. */
  vae: string;
  seed: number;
  /** The chosen style: its name and the palette ('#rrggbb' dark to light) the preview paints with. */
  style: { name: string; palette: string[] };
  /** image1: colours and mood (IP-Adapter on a GPU). */
  styleReference: ReferenceImage | null;
  /** image2: the outline / depth / segments the result follows (ControlNet on a GPU). */
  shapeReference: (ReferenceImage & { control: RenderControl }) | null;
}

export interface RenderedImage {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

export interface RenderResult {
  images: RenderedImage[];
  /** The seed the backend reports it used (the request's, unless the backend changed it). */
  seed: number;
}

export interface RenderProvider {
  readonly kind: 'preview' | 'a1111' | 'comfyui';
  /** True for the CPU preview: its pictures are not AI-made and say so. */
  readonly isPreview: boolean;
  /** Renders run at once against this backend by one worker process (a GPU renders one at a time). */
  readonly concurrency: number;
  /** Renders one image; the signal aborts it (cancel, timeout, worker stopping). Throws RenderBackendError. */
  render(request: RenderRequest, options: { signal: AbortSignal }): Promise<RenderResult>;
}

/**
 * The backend could not render: unreachable, refused the request, errored or timed out. `message` is the
 * Chinese text a member may read; `detail` is for the log and the job row.
 */
export class RenderBackendError extends Error {
  constructor(
    message: string,
    readonly detail = '',
  ) {
    super(message);
    this.name = 'RenderBackendError';
  }
}

export const BACKEND_DOWN = 'AI 渲染服务暂时不可用';
export const BACKEND_FAILED = 'AI 渲染服务出错';
export const BACKEND_TIMEOUT = 'AI 渲染超时';

/**
 * fetch against a backend with the render's signal; network failures become RenderBackendError (a down
 * backend fails the job at once instead of leaving it stuck), an abort is re-thrown as it is.
 */
export async function backendFetch(
  url: string,
  init: RequestInit & { signal: AbortSignal },
): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (init.signal.aborted) throw init.signal.reason ?? error;
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new RenderBackendError(
      BACKEND_DOWN,
      `${url}: ${cause?.code ?? ''} ${cause?.message ?? String(error)}`,
    );
  }
}

/** The body of a non-2xx answer as a RenderBackendError (the text is kept short for the job row). */
export async function backendRefusal(response: Response, what: string): Promise<RenderBackendError> {
  const text = await response.text().catch(() => '');
  return new RenderBackendError(BACKEND_FAILED, `${what}: HTTP ${response.status} ${text.slice(0, 1000)}`);
}

/** Waits, or throws the signal's reason when it aborts first. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
