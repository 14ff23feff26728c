import type { Config } from '../../config.ts';
import { createA1111Provider, DEFAULT_A1111_MODELS } from './render-a1111.ts';
import { createComfyProvider } from './render-comfyui.ts';
import { createPreviewProvider } from './render-preview.ts';
import type { RenderControl, RenderProvider } from './render-provider.ts';

/** 'lineart=name,depth=name,seg=name,style=name' → a map (RENDER_CONTROL_MODELS). */
export function parseControlModels(
  text: string | undefined,
): Partial<Record<RenderControl | 'style', string>> {
  const out: Partial<Record<RenderControl | 'style', string>> = {};
  for (const pair of (text ?? '').split(',')) {
    const [key, value] = pair.split('=').map((s) => s.trim());
    if (value && (key === 'lineart' || key === 'depth' || key === 'seg' || key === 'style')) out[key] = value;
  }
  return out;
}

/** The render backend the configuration names (config.ts checked its URL at start-up). */
export function createRenderProvider(config: Config): RenderProvider {
  const concurrency = config.RENDER_CONCURRENCY;
  const controlModels = parseControlModels(config.RENDER_CONTROL_MODELS);
  if (config.RENDER_BACKEND === 'a1111')
    return createA1111Provider({
      baseUrl: config.A1111_URL!,
      concurrency,
      models: {
        modules: DEFAULT_A1111_MODELS.modules,
        models: { ...DEFAULT_A1111_MODELS.models, ...controlModels },
      },
    });
  if (config.RENDER_BACKEND === 'comfyui')
    return createComfyProvider({
      baseUrl: config.COMFYUI_URL!,
      checkpoint: config.COMFYUI_CHECKPOINT,
      controlModels,
      concurrency,
    });
  return createPreviewProvider({
    delayMs: config.RENDER_PREVIEW_DELAY_MS,
    concurrency,
    povray: config.POVRAY_PATH,
  });
}

/** The backend's name of VAE choice 1–3 (RENDER_VAES). */
export function vaeName(config: Pick<Config, 'RENDER_VAES'>, vae: number): string {
  const names = config.RENDER_VAES.split(',').map((s) => s.trim());
  return names[vae - 1] || names[0] || 'Automatic';
}
