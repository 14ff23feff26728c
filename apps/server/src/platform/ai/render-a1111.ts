import { pngSize } from './render-image.ts';
import {
  BACKEND_FAILED,
  backendFetch,
  backendRefusal,
  RenderBackendError,
  type RenderControl,
  type RenderProvider,
  type RenderRequest,
  type RenderResult,
} from './render-provider.ts';

/** ControlNet preprocessors (modules) and models per control, and the IP-Adapter pair for the style image. */
export interface A1111Models {
  modules: Record<RenderControl | 'style', string>;
  models: Record<RenderControl | 'style', string>;
}

/** The sd-webui-controlnet v1.1 names (SD 1.5); RENDER_CONTROL_MODELS overrides the models. */
export const DEFAULT_A1111_MODELS: A1111Models = {
  modules: {
    lineart: 'lineart_realistic',
    depth: 'depth_midas',
    seg: 'seg_ofade20k',
    style: 'ip-adapter_clip_sd15',
  },
  models: {
    lineart: 'control_v11p_sd15_lineart',
    depth: 'control_v11f1p_sd15_depth',
    seg: 'control_v11p_sd15_seg',
    style: 'ip-adapter_sd15',
  },
};

function controlUnit(image: Buffer, module: string, model: string, weight: number) {
  return {
    enabled: true,
    image: image.toString('base64'),
    module,
    model,
    weight,
    resize_mode: 'Crop and Resize',
    processor_res: 512,
    pixel_perfect: true,
    control_mode: 'Balanced',
    guidance_start: 0,
    guidance_end: 1,
  };
}

/** The /sdapi/v1/txt2img body for one request (exported for the adapter's tests). */
export function txt2imgBody(request: RenderRequest, models: A1111Models) {
  const units = [];
  if (request.shapeReference) {
    const { control, bytes, weight } = request.shapeReference;
    units.push(controlUnit(bytes, models.modules[control], models.models[control], weight));
  }
  if (request.styleReference) {
    const { bytes, weight } = request.styleReference;
    units.push(controlUnit(bytes, models.modules.style, models.models.style, weight));
  }
  return {
    prompt: request.prompt,
    negative_prompt: request.negativePrompt,
    seed: request.seed,
    sampler_name: request.sampler,
    steps: request.steps,
    cfg_scale: request.cfg,
    width: request.width,
    height: request.height,
    batch_size: 1,
    n_iter: 1,
    enable_hr: request.scale > 1,
    hr_scale: request.scale,
    hr_upscaler: 'Latent',
    denoising_strength: 0.5,
    override_settings: { sd_vae: request.vae },
    override_settings_restore_afterwards: true,
    send_images: true,
    save_images: false,
    ...(units.length ? { alwayson_scripts: { controlnet: { args: units } } } : {}),
  };
}

/**
 * AUTOMATIC1111 / Forge web UI (started with --api): one POST /sdapi/v1/txt2img with the shape reference as a
 * ControlNet unit (lineart / depth / seg preprocessor) and the style reference as an IP-Adapter unit. The
 * first image of the answer is the render (ControlNet appends its detected maps after it). An abort (cancel,
 * timeout) also asks the server to interrupt, so the GPU stops working on a job nobody waits for.
 */
export function createA1111Provider(options: {
  baseUrl: string;
  models?: A1111Models;
  concurrency?: number;
}): RenderProvider {
  const base = options.baseUrl.replace(/\/$/, '');
  const models = options.models ?? DEFAULT_A1111_MODELS;
  return {
    kind: 'a1111',
    isPreview: false,
    concurrency: options.concurrency ?? 1,
    async render(request, { signal }): Promise<RenderResult> {
      const interrupt = () => {
        void fetch(`${base}/sdapi/v1/interrupt`, { method: 'POST' }).catch(() => {});
      };
      signal.addEventListener('abort', interrupt, { once: true });
      try {
        const response = await backendFetch(`${base}/sdapi/v1/txt2img`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(txt2imgBody(request, models)),
          signal,
        });
        if (!response.ok) throw await backendRefusal(response, 'txt2img');
        const answer = (await response.json()) as { images?: unknown; info?: unknown };
        const first = Array.isArray(answer.images) ? answer.images[0] : undefined;
        if (typeof first !== 'string' || !first)
          throw new RenderBackendError(BACKEND_FAILED, 'txt2img answered no image');
        const bytes = Buffer.from(first.replace(/^data:image\/\w+;base64,/, ''), 'base64');
        let seed = request.seed;
        try {
          const info = typeof answer.info === 'string' ? JSON.parse(answer.info) : answer.info;
          if (info && Number.isInteger(info.seed)) seed = info.seed;
        } catch {
          // info is informational; the request's seed stands
        }
        return { images: [{ bytes, contentType: 'image/png', ...pngSize(bytes) }], seed };
      } finally {
        signal.removeEventListener('abort', interrupt);
      }
    },
  };
}
