import { randomUUID } from 'node:crypto';
import { pngSize } from './render-image.ts';
import { buildComfyWorkflow, SAVE_NODE } from './render-comfyui-workflows.ts';
import {
  BACKEND_FAILED,
  backendFetch,
  backendRefusal,
  RenderBackendError,
  sleep,
  type ReferenceImage,
  type RenderControl,
  type RenderProvider,
  type RenderResult,
} from './render-provider.ts';

interface HistoryEntry {
  outputs?: Record<string, { images?: { filename: string; subfolder: string; type: string }[] }>;
  status?: { status_str?: string; completed?: boolean; messages?: unknown[] };
}

/** How often /history is asked while the prompt runs. */
const POLL_MS = 1_000;

/**
 * ComfyUI: the references go up through /upload/image, the graph of the request's control type (see
 * render-comfyui-workflows.ts) through /prompt, then /history/{prompt_id} is polled until the prompt finished
 * and the SaveImage node's file is read through /view. An abort takes the prompt out of the queue (or
 * interrupts it when already running).
 */
export function createComfyProvider(options: {
  baseUrl: string;
  checkpoint: string;
  controlModels?: Partial<Record<RenderControl, string>>;
  concurrency?: number;
  pollMs?: number;
}): RenderProvider {
  const base = options.baseUrl.replace(/\/$/, '');
  const clientId = randomUUID();

  async function upload(image: ReferenceImage, signal: AbortSignal): Promise<string> {
    const form = new FormData();
    const extension = image.contentType === 'image/png' ? 'png' : 'jpg';
    form.append(
      'image',
      new Blob([new Uint8Array(image.bytes)], { type: image.contentType }),
      `ref-${randomUUID()}.${extension}`,
    );
    form.append('overwrite', 'true');
    const response = await backendFetch(`${base}/upload/image`, { method: 'POST', body: form, signal });
    if (!response.ok) throw await backendRefusal(response, 'upload/image');
    const answer = (await response.json()) as { name?: string; subfolder?: string };
    if (!answer.name) throw new RenderBackendError(BACKEND_FAILED, 'upload/image answered no name');
    return answer.subfolder ? `${answer.subfolder}/${answer.name}` : answer.name;
  }

  async function waitForHistory(promptId: string, signal: AbortSignal): Promise<HistoryEntry> {
    for (;;) {
      const response = await backendFetch(`${base}/history/${encodeURIComponent(promptId)}`, { signal });
      if (!response.ok) throw await backendRefusal(response, 'history');
      const entry = ((await response.json()) as Record<string, HistoryEntry>)[promptId];
      if (entry?.status?.status_str === 'error')
        throw new RenderBackendError(
          BACKEND_FAILED,
          `prompt failed: ${JSON.stringify(entry.status.messages ?? []).slice(0, 1000)}`,
        );
      if (entry && (entry.status?.completed ?? true) && entry.outputs?.[SAVE_NODE]) return entry;
      await sleep(options.pollMs ?? POLL_MS, signal);
    }
  }

  function abandon(promptId: string): void {
    // Queued: deleted from the queue; already running: interrupted. Either may fail harmlessly.
    void fetch(`${base}/queue`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ delete: [promptId] }),
    }).catch(() => {});
    void fetch(`${base}/interrupt`, { method: 'POST' }).catch(() => {});
  }

  return {
    kind: 'comfyui',
    isPreview: false,
    concurrency: options.concurrency ?? 1,
    async render(request, { signal }): Promise<RenderResult> {
      const styleImage = request.styleReference ? await upload(request.styleReference, signal) : null;
      const shapeImage = request.shapeReference ? await upload(request.shapeReference, signal) : null;
      const graph = buildComfyWorkflow(request, {
        checkpoint: options.checkpoint,
        styleImage,
        shapeImage,
        controlModels: options.controlModels,
      });
      const queued = await backendFetch(`${base}/prompt`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: graph, client_id: clientId }),
        signal,
      });
      if (!queued.ok) throw await backendRefusal(queued, 'prompt');
      const { prompt_id: promptId } = (await queued.json()) as { prompt_id?: string };
      if (!promptId) throw new RenderBackendError(BACKEND_FAILED, 'prompt answered no prompt_id');
      const onAbort = () => abandon(promptId);
      signal.addEventListener('abort', onAbort, { once: true });
      try {
        const entry = await waitForHistory(promptId, signal);
        const file = entry.outputs![SAVE_NODE]!.images?.[0];
        if (!file) throw new RenderBackendError(BACKEND_FAILED, 'SaveImage wrote no image');
        const query = new URLSearchParams({
          filename: file.filename,
          subfolder: file.subfolder,
          type: file.type,
        });
        const view = await backendFetch(`${base}/view?${query}`, { signal });
        if (!view.ok) throw await backendRefusal(view, 'view');
        const bytes = Buffer.from(await view.arrayBuffer());
        return { images: [{ bytes, contentType: 'image/png', ...pngSize(bytes) }], seed: request.seed };
      } finally {
        signal.removeEventListener('abort', onAbort);
      }
    },
  };
}
