import type { RenderControl, RenderRequest } from './render-provider.ts';

/** A ComfyUI graph in its API format: node id → class and inputs ([node id, output index] links other nodes). */
export type ComfyGraph = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

/**
 * One template per control type (002 §2: 线稿控制, 深度控制, seg分割): the comfyui_controlnet_aux preprocessor
 * that turns the shape reference into the control map, and the ControlNet model that follows it.
 */
export const COMFY_CONTROL_TEMPLATES: Record<
  RenderControl,
  { preprocessor: string; inputs: Record<string, unknown>; model: string }
> = {
  lineart: {
    preprocessor: 'LineArtPreprocessor',
    inputs: { coarse: 'disable', resolution: 512 },
    model: 'control_v11p_sd15_lineart.pth',
  },
  depth: {
    preprocessor: 'MiDaS-DepthMapPreprocessor',
    inputs: { a: 6.28, bg_threshold: 0.1, resolution: 512 },
    model: 'control_v11f1p_sd15_depth.pth',
  },
  seg: {
    preprocessor: 'OneFormer-ADE20K-SemSegPreprocessor',
    inputs: { resolution: 512 },
    model: 'control_v11p_sd15_seg.pth',
  },
};

/** Our sampler names (A1111's) as ComfyUI's sampler and scheduler. */
const SAMPLERS: Record<string, [string, string]> = {
  'DPM++ 2M Karras': ['dpmpp_2m', 'karras'],
  'Euler a': ['euler_ancestral', 'normal'],
  Euler: ['euler', 'normal'],
  DDIM: ['ddim', 'ddim_uniform'],
  UniPC: ['uni_pc', 'normal'],
};

export interface ComfyInputs {
  checkpoint: string;
  /** Uploaded file names (as /upload/image answered them) of the references, when given. */
  styleImage: string | null;
  shapeImage: string | null;
  /** ControlNet model file per control (RENDER_CONTROL_MODELS may override the template's). */
  controlModels?: Partial<Record<RenderControl, string>>;
}

export const SAVE_NODE = 'save';

/** The graph for one request: checkpoint, prompts, optional IP-Adapter and ControlNet, sampler, hires pass, save. */
export function buildComfyWorkflow(request: RenderRequest, inputs: ComfyInputs): ComfyGraph {
  const [sampler, scheduler] = SAMPLERS[request.sampler] ?? SAMPLERS['DPM++ 2M Karras']!;
  const graph: ComfyGraph = {
    ckpt: { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: inputs.checkpoint } },
    pos: { class_type: 'CLIPTextEncode', inputs: { text: request.prompt, clip: ['ckpt', 1] } },
    neg: { class_type: 'CLIPTextEncode', inputs: { text: request.negativePrompt, clip: ['ckpt', 1] } },
    latent: {
      class_type: 'EmptyLatentImage',
      inputs: { width: request.width, height: request.height, batch_size: 1 },
    },
  };
  let model: [string, number] = ['ckpt', 0];
  let positive: [string, number] = ['pos', 0];
  let negative: [string, number] = ['neg', 0];
  let vae: [string, number] = ['ckpt', 2];
  if (request.vae && request.vae !== 'Automatic') {
    graph.vae = { class_type: 'VAELoader', inputs: { vae_name: request.vae } };
    vae = ['vae', 0];
  }
  if (inputs.styleImage && request.styleReference) {
    graph.style_img = { class_type: 'LoadImage', inputs: { image: inputs.styleImage } };
    graph.ipa_loader = {
      class_type: 'IPAdapterUnifiedLoader',
      inputs: { model, preset: 'PLUS (high strength)' },
    };
    graph.ipa = {
      class_type: 'IPAdapter',
      inputs: {
        model: ['ipa_loader', 0],
        ipadapter: ['ipa_loader', 1],
        image: ['style_img', 0],
        weight: request.styleReference.weight,
        start_at: 0,
        end_at: 1,
        weight_type: 'standard',
      },
    };
    model = ['ipa', 0];
  }
  if (inputs.shapeImage && request.shapeReference) {
    const template = COMFY_CONTROL_TEMPLATES[request.shapeReference.control];
    graph.shape_img = { class_type: 'LoadImage', inputs: { image: inputs.shapeImage } };
    graph.control_map = {
      class_type: template.preprocessor,
      inputs: { image: ['shape_img', 0], ...template.inputs },
    };
    graph.control_net = {
      class_type: 'ControlNetLoader',
      inputs: {
        control_net_name: inputs.controlModels?.[request.shapeReference.control] ?? template.model,
      },
    };
    graph.control = {
      class_type: 'ControlNetApplyAdvanced',
      inputs: {
        positive,
        negative,
        control_net: ['control_net', 0],
        image: ['control_map', 0],
        strength: request.shapeReference.weight,
        start_percent: 0,
        end_percent: 1,
      },
    };
    positive = ['control', 0];
    negative = ['control', 1];
  }
  const samplerInputs = { model, positive, negative, sampler_name: sampler, scheduler, cfg: request.cfg };
  graph.sample = {
    class_type: 'KSampler',
    inputs: {
      ...samplerInputs,
      seed: request.seed,
      steps: request.steps,
      latent_image: ['latent', 0],
      denoise: 1,
    },
  };
  let samples: [string, number] = ['sample', 0];
  if (request.scale > 1) {
    graph.upscale = {
      class_type: 'LatentUpscaleBy',
      inputs: { samples, upscale_method: 'nearest-exact', scale_by: request.scale },
    };
    graph.refine = {
      class_type: 'KSampler',
      inputs: {
        ...samplerInputs,
        seed: request.seed,
        steps: Math.max(1, Math.ceil(request.steps / 2)),
        latent_image: ['upscale', 0],
        denoise: 0.5,
      },
    };
    samples = ['refine', 0];
  }
  graph.decode = { class_type: 'VAEDecode', inputs: { samples, vae } };
  graph[SAVE_NODE] = {
    class_type: 'SaveImage',
    inputs: { images: ['decode', 0], filename_prefix: 'guangzi_render' },
  };
  return graph;
}
