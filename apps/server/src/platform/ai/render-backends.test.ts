// api pass: PostgreSQL only — opens no database, so one pass is enough (PostgreSQL's, which counts it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createA1111Provider, DEFAULT_A1111_MODELS } from './render-a1111.ts';
import { createComfyProvider } from './render-comfyui.ts';
import { COMFY_CONTROL_TEMPLATES, type ComfyGraph } from './render-comfyui-workflows.ts';
import { fakeA1111, fakeComfy, solidPng, type FakeBackend } from './render-fakes.ts';
import { decodeImage } from './render-image.ts';
import { RenderBackendError, type RenderControl, type RenderRequest } from './render-provider.ts';

const reference = solidPng(40, 30, [90, 90, 90]);
const request = (extra: Partial<RenderRequest> = {}): RenderRequest => ({
  prompt: 'glass villa',
  negativePrompt: 'blurry',
  width: 768,
  height: 768,
  scale: 2,
  cfg: 7,
  steps: 20,
  sampler: 'DPM++ 2M Karras',
  vae: 'vae-ft-mse-840000-ema-pruned.safetensors',
  seed: 1234,
  style: { name: '现代简约', palette: ['#000000', '#777777', '#ffffff'] },
  styleReference: { bytes: reference, contentType: 'image/png', weight: 0.5 },
  shapeReference: { bytes: reference, contentType: 'image/png', weight: 1.5, control: 'depth' },
  ...extra,
});
const signal = () => new AbortController().signal;

let a1111: FakeBackend;
let comfy: FakeBackend;
beforeAll(async () => {
  [a1111, comfy] = await Promise.all([fakeA1111(), fakeComfy()]);
});
afterAll(() => Promise.all([a1111.close(), comfy.close()]));

describe('AUTOMATIC1111 / Forge adapter', () => {
  it('sends txt2img with a ControlNet unit for the shape and an IP-Adapter unit for the style; keeps the first image', async () => {
    const provider = createA1111Provider({ baseUrl: a1111.url });
    const result = await provider.render(request(), { signal: signal() });
    expect(result.seed).toBe(1234);
    expect(result.images).toHaveLength(1);
    expect(result.images[0]).toMatchObject({ contentType: 'image/png', width: 768, height: 768 });
    const sent = a1111.requests.at(-1)!;
    expect(sent.path).toBe('/sdapi/v1/txt2img');
    const body = sent.body as Record<string, any>;
    expect(body).toMatchObject({
      prompt: 'glass villa',
      negative_prompt: 'blurry',
      seed: 1234,
      steps: 20,
      cfg_scale: 7,
      sampler_name: 'DPM++ 2M Karras',
      enable_hr: true,
      hr_scale: 2,
      override_settings: { sd_vae: 'vae-ft-mse-840000-ema-pruned.safetensors' },
    });
    const [shape, style] = body.alwayson_scripts.controlnet.args;
    expect(shape).toMatchObject({
      enabled: true,
      module: 'depth_midas',
      model: 'control_v11f1p_sd15_depth',
      weight: 1.5,
    });
    expect(style).toMatchObject({ module: 'ip-adapter_clip_sd15', model: 'ip-adapter_sd15', weight: 0.5 });
    expect(Buffer.from(shape.image, 'base64').equals(reference)).toBe(true);
  });

  it('uses the lineart and seg preprocessors, and no ControlNet without references', async () => {
    const provider = createA1111Provider({ baseUrl: a1111.url });
    for (const control of ['lineart', 'seg'] as RenderControl[]) {
      await provider.render(
        request({
          styleReference: null,
          shapeReference: { bytes: reference, contentType: 'image/png', weight: 1, control },
        }),
        { signal: signal() },
      );
      const unit = (a1111.requests.at(-1)!.body as any).alwayson_scripts.controlnet.args[0];
      expect(unit.module).toBe(DEFAULT_A1111_MODELS.modules[control]);
    }
    await provider.render(request({ styleReference: null, shapeReference: null, scale: 1 }), {
      signal: signal(),
    });
    const body = a1111.requests.at(-1)!.body as any;
    expect(body.alwayson_scripts).toBeUndefined();
    expect(body.enable_hr).toBe(false);
  });

  it('turns an error answer, a down server and a timeout into RenderBackendError, interrupting the GPU', async () => {
    const provider = createA1111Provider({ baseUrl: a1111.url });
    a1111.mode = 'error';
    await expect(provider.render(request(), { signal: signal() })).rejects.toMatchObject({
      name: 'RenderBackendError',
      message: 'AI 渲染服务出错',
      detail: expect.stringContaining('CUDA out of memory'),
    });
    a1111.mode = 'hang';
    const controller = new AbortController();
    const rendering = provider.render(request(), { signal: controller.signal });
    await a1111.nextRender();
    controller.abort(new RenderBackendError('AI 渲染超时'));
    await expect(rendering).rejects.toMatchObject({ message: 'AI 渲染超时' });
    await expect.poll(() => a1111.requests.some((r) => r.path === '/sdapi/v1/interrupt')).toBe(true);
    a1111.mode = 'ok';
    const down = createA1111Provider({ baseUrl: 'http://127.0.0.1:9' });
    await expect(down.render(request(), { signal: signal() })).rejects.toMatchObject({
      message: 'AI 渲染服务暂时不可用',
    });
  });
});

describe('ComfyUI adapter', () => {
  const graphOf = () =>
    (comfy.requests.filter((r) => r.path === '/prompt').at(-1)!.body as { prompt: ComfyGraph }).prompt;

  it('uploads the references, queues the control type’s workflow, polls /history and reads the image through /view', async () => {
    const provider = createComfyProvider({ baseUrl: comfy.url, checkpoint: 'sd15.safetensors', pollMs: 20 });
    const result = await provider.render(request(), { signal: signal() });
    expect(result.images[0]).toMatchObject({ contentType: 'image/png', width: 64, height: 48 });
    expect(decodeImage(result.images[0]!.bytes).width).toBe(64);
    const paths = comfy.requests.map((r) => r.path.replace(/\?.*/, ''));
    expect(paths.filter((p) => p === '/upload/image')).toHaveLength(2);
    expect(paths.filter((p) => p.startsWith('/history/')).length).toBeGreaterThanOrEqual(2);
    expect(paths).toContain('/view');
    const graph = graphOf();
    expect(graph.ckpt!.inputs.ckpt_name).toBe('sd15.safetensors');
    expect(graph.control_map!.class_type).toBe('MiDaS-DepthMapPreprocessor');
    expect(graph.control_net!.inputs.control_net_name).toBe('control_v11f1p_sd15_depth.pth');
    expect(graph.control!.inputs).toMatchObject({
      strength: 1.5,
      positive: ['pos', 0],
      negative: ['neg', 0],
    });
    expect(graph.ipa!.inputs).toMatchObject({ weight: 0.5, image: ['style_img', 0] });
    expect(graph.sample!.inputs).toMatchObject({
      seed: 1234,
      steps: 20,
      cfg: 7,
      sampler_name: 'dpmpp_2m',
      scheduler: 'karras',
      model: ['ipa', 0],
      positive: ['control', 0],
    });
    expect(graph.upscale!.inputs.scale_by).toBe(2);
    expect(graph.vae!.inputs.vae_name).toBe('vae-ft-mse-840000-ema-pruned.safetensors');
    expect(graph.save!.inputs.images).toEqual(['decode', 0]);
  });

  it('has one workflow template per control type', async () => {
    const provider = createComfyProvider({ baseUrl: comfy.url, checkpoint: 'sd15.safetensors', pollMs: 20 });
    for (const control of ['lineart', 'depth', 'seg'] as RenderControl[]) {
      await provider.render(
        request({ shapeReference: { bytes: reference, contentType: 'image/png', weight: 1, control } }),
        { signal: signal() },
      );
      expect(graphOf().control_map!.class_type).toBe(COMFY_CONTROL_TEMPLATES[control].preprocessor);
    }
    await provider.render(request({ shapeReference: null, styleReference: null, scale: 1 }), {
      signal: signal(),
    });
    expect(Object.keys(graphOf()).sort()).toEqual([
      'ckpt',
      'decode',
      'latent',
      'neg',
      'pos',
      'sample',
      'save',
      'vae',
    ]);
  });

  it('fails clearly on a refused prompt, a down server, and deletes or interrupts an abandoned prompt', async () => {
    const provider = createComfyProvider({ baseUrl: comfy.url, checkpoint: 'sd15.safetensors', pollMs: 20 });
    comfy.mode = 'error';
    await expect(provider.render(request(), { signal: signal() })).rejects.toMatchObject({
      message: 'AI 渲染服务出错',
      detail: expect.stringContaining('Prompt outputs failed validation'),
    });
    comfy.mode = 'hang';
    const historyPolls = () => comfy.requests.filter((r) => r.path.startsWith('/history/')).length;
    const before = historyPolls();
    const controller = new AbortController();
    const rendering = provider.render(request(), { signal: controller.signal });
    await expect.poll(historyPolls).toBeGreaterThan(before);
    controller.abort(new Error('取消'));
    await expect(rendering).rejects.toThrow('取消');
    await expect
      .poll(() => comfy.requests.filter((r) => r.path === '/queue' || r.path === '/interrupt').length)
      .toBe(2);
    comfy.mode = 'ok';
    const down = createComfyProvider({ baseUrl: 'http://127.0.0.1:9', checkpoint: 'x' });
    await expect(down.render(request(), { signal: signal() })).rejects.toMatchObject({
      message: 'AI 渲染服务暂时不可用',
    });
  });
});
