/**
 * Loopback stand-ins for the GPU backends (tests only): they answer the shapes AUTOMATIC1111's /sdapi/v1 and
 * ComfyUI's /upload/image, /prompt, /history, /view answer, record what they were sent, and can be told to
 * fail or to hang until interrupted.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { blankRaster, encodePng } from './render-image.ts';

export type FakeMode = 'ok' | 'error' | 'hang';

export interface FakeBackend {
  url: string;
  mode: FakeMode;
  /** Requests received, in order: method, path and the body (JSON parsed when it was JSON). */
  requests: { method: string; path: string; body: unknown }[];
  /** Resolves the next time a render request arrives (the test knows the backend is busy). */
  nextRender(): Promise<void>;
  close(): Promise<void>;
}

/** A small PNG of one colour (what the fakes answer as the rendered image). */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const raster = blankRaster(width, height);
  for (let i = 0; i < width * height; i++) raster.data.set([...rgb, 255], i * 4);
  return encodePng(raster);
}

/** A real PNG with a dark square on light ground (edges, depth and regions to find). */
export function shapePng(width = 96, height = 64): Buffer {
  const raster = blankRaster(width, height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inside = x > width / 4 && x < (width * 3) / 4 && y > height / 4 && y < (height * 3) / 4;
      raster.data.set(inside ? [30, 30, 30, 255] : [235, 235, 235, 255], (y * width + x) * 4);
    }
  return encodePng(raster);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parse(body: Buffer, type: string | undefined): unknown {
  if (type?.includes('application/json')) return JSON.parse(body.toString('utf8') || 'null');
  return body.toString('latin1');
}

async function listen(
  handle: (
    fake: FakeBackend,
    method: string,
    path: string,
    body: unknown,
    hang: () => Promise<void>,
  ) => Promise<{ status: number; json?: unknown; bytes?: Buffer }>,
  renderPath: RegExp,
): Promise<FakeBackend> {
  const waiters: (() => void)[] = [];
  let release: (() => void)[] = [];
  const fake: FakeBackend = {
    url: '',
    mode: 'ok',
    requests: [],
    nextRender: () => new Promise((resolve) => waiters.push(resolve)),
    close: async () => {
      release.forEach((r) => r());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const hang = () => new Promise<void>((resolve) => release.push(resolve));
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const body = parse(await readBody(request), request.headers['content-type']);
      fake.requests.push({ method: request.method ?? 'GET', path: url.pathname + url.search, body });
      if (url.pathname.endsWith('/interrupt')) {
        release.forEach((r) => r());
        release = [];
      }
      if (renderPath.test(url.pathname)) waiters.splice(0).forEach((w) => w());
      const answer = await handle(fake, request.method ?? 'GET', url.pathname + url.search, body, hang);
      if (answer.bytes) {
        response.writeHead(answer.status, { 'content-type': 'image/png' });
        response.end(answer.bytes);
      } else {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.json ?? {}));
      }
    })().catch(() => response.destroy());
  });
  server.keepAliveTimeout = 100;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** AUTOMATIC1111 / Forge: POST /sdapi/v1/txt2img answers {images: [base64 PNG, …maps], parameters, info}. */
export function fakeA1111(): Promise<FakeBackend> {
  return listen(async (fake, method, path, body, hang) => {
    if (path === '/sdapi/v1/interrupt') return { status: 200, json: {} };
    if (method !== 'POST' || path !== '/sdapi/v1/txt2img')
      return { status: 404, json: { detail: 'Not Found' } };
    if (fake.mode === 'error')
      return { status: 500, json: { error: 'OutOfMemoryError', detail: 'CUDA out of memory' } };
    if (fake.mode === 'hang') {
      await hang();
      return { status: 200, json: { images: [], parameters: {}, info: '{}' } };
    }
    const request = body as { width: number; height: number; seed: number };
    const image = solidPng(request.width, request.height, [200, 120, 40]).toString('base64');
    const detectedMap = solidPng(8, 8, [0, 0, 0]).toString('base64');
    return {
      status: 200,
      json: {
        images: [image, detectedMap],
        parameters: request,
        info: JSON.stringify({ seed: request.seed, all_seeds: [request.seed] }),
      },
    };
  }, /txt2img/);
}

/** ComfyUI: /upload/image → {name}, /prompt → {prompt_id}, /history/{id} → {} then the entry, /view → PNG. */
export function fakeComfy(): Promise<FakeBackend> {
  const histories = new Map<string, number>();
  let prompts = 0;
  return listen(async (fake, method, path, body, hang) => {
    if (path === '/interrupt' || path === '/queue') return { status: 200, json: {} };
    if (method === 'POST' && path === '/upload/image') {
      const name = /filename="([^"]+)"/.exec(String(body))?.[1] ?? 'upload.png';
      return { status: 200, json: { name, subfolder: '', type: 'input' } };
    }
    if (method === 'POST' && path === '/prompt') {
      if (fake.mode === 'error')
        return {
          status: 400,
          json: {
            error: { type: 'prompt_outputs_failed_validation', message: 'Prompt outputs failed validation' },
            node_errors: {},
          },
        };
      prompts += 1;
      const id = `prompt-${prompts}`;
      histories.set(id, 0);
      return { status: 200, json: { prompt_id: id, number: prompts, node_errors: {} } };
    }
    const history = /^\/history\/(.+)$/.exec(path);
    if (history) {
      const id = decodeURIComponent(history[1]!);
      const polls = (histories.get(id) ?? 0) + 1;
      histories.set(id, polls);
      if (fake.mode === 'hang') {
        await hang();
        return { status: 200, json: {} };
      }
      // Still running on the first poll: ComfyUI answers {} until the prompt is in its history.
      if (polls < 2) return { status: 200, json: {} };
      return {
        status: 200,
        json: {
          [id]: {
            prompt: [],
            outputs: { save: { images: [{ filename: `${id}_00001_.png`, subfolder: '', type: 'output' }] } },
            status: { status_str: 'success', completed: true, messages: [] },
          },
        },
      };
    }
    if (path.startsWith('/view?')) return { status: 200, bytes: solidPng(64, 48, [40, 120, 200]) };
    return { status: 404, json: {} };
  }, /^\/prompt$/);
}
