import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import type { JobContext, JobHandler } from '../../platform/jobs/runner.ts';
import {
  failTranscodeRun,
  finishTranscodeRun,
  giveUpMediaAsset,
  setTranscodeProgress,
  startTranscodeRun,
} from '../../platform/media/asset-store.ts';
import { sealContentKey } from '../../platform/media/content-key.ts';
import { MediaError } from '../../platform/media/media-error.ts';
import { listFiles, transcodeToHls } from '../../platform/media/transcode-hls.ts';
import { uploadFiles } from '../../platform/media/upload-directory.ts';
import { adoptReadyMedia } from '../catalogue/index.ts';
import type { MediaDeps } from './media-deps.ts';
import { mediaAssets } from '../../platform/media/schema.ts';

export const TRANSCODE_JOB = 'media.transcode';

/** Progress is written at most this often (a long video reports many times a second). */
const PROGRESS_EVERY_MS = 1_000;

async function downloadSource(deps: MediaDeps, key: string, file: string): Promise<void> {
  const source = await deps.storage.get(key);
  if (!source) throw new MediaError(`源视频不存在：${key}`);
  await pipeline(source.body, createWriteStream(file));
}

/**
 * Transcodes one asset to encrypted HLS. Safe to run again and again: a ready asset is left alone, and each
 * run writes under its own prefix and finishes only if its run id is still the asset's (a run whose worker
 * was presumed dead and replaced cannot overwrite the replacement; it deletes its own output instead).
 */
export async function transcodeAsset(
  deps: MediaDeps,
  assetId: number,
  job?: JobContext,
): Promise<'ready' | 'skipped' | 'superseded'> {
  const [asset] = await deps.db.select().from(mediaAssets).where(eq(mediaAssets.id, assetId));
  if (!asset || asset.state === 'ready') return 'skipped';
  const runId = `r${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
  await startTranscodeRun(deps.db, assetId, runId);
  const workDir = await mkdtemp(path.join(os.tmpdir(), `transcode-${assetId}-`));
  const prefix = `media/assets/${assetId}/${runId}`;
  let uploaded: string[] = [];
  try {
    const input = path.join(workDir, `source${path.extname(asset.sourceKey).slice(0, 8) || '.mp4'}`);
    await downloadSource(deps, asset.sourceKey, input);
    let lastWrite = 0;
    const output = await transcodeToHls(input, workDir, {
      tools: deps.tools,
      signal: job?.signal,
      onProgress: (fraction) => {
        if (Date.now() - lastWrite < PROGRESS_EVERY_MS && fraction < 1) return;
        lastWrite = Date.now();
        const percent = Math.min(99, Math.floor(fraction * 100));
        void setTranscodeProgress(deps.db, assetId, runId, percent).catch(() => {});
        void job?.progress(percent).catch(() => {});
      },
    });
    const files = await listFiles(output.hlsDir);
    const coverKey = `${prefix}/cover.jpg`;
    // Known before uploading, so that a failure half-way removes whatever did get stored.
    uploaded = [...files.map((f) => `${prefix}/hls/${f}`), coverKey];
    await uploadFiles(deps.storage, output.hlsDir, files, `${prefix}/hls`, { signal: job?.signal });
    await uploadFiles(deps.storage, workDir, ['cover.jpg'], prefix);
    job?.signal.throwIfAborted();
    const committed = await finishTranscodeRun(deps.db, assetId, runId, {
      outputPrefix: `${prefix}/hls`,
      keyCiphertext: sealContentKey(deps.sealingKey, output.key),
      coverKey,
      durationMs: output.probe.durationMs,
      width: output.probe.width,
      height: output.probe.height,
      sourceSize: output.probe.size,
      renditions: output.renditions,
      audioTracks: output.audioTracks,
    });
    if (!committed) {
      await Promise.all(uploaded.map((key) => deps.storage.delete(key).catch(() => {})));
      return 'superseded';
    }
    // The lessons playing or waiting for this video take it (and its real length) now: catalogue's rule.
    await adoptReadyMedia(deps.db, assetId, output.probe.durationMs);
    return 'ready';
  } catch (error) {
    const message =
      error instanceof MediaError && error.detail
        ? `${error.message}\n${error.detail}`
        : String((error as Error)?.message ?? error);
    await failTranscodeRun(deps.db, assetId, runId, {
      message,
      final: Boolean(job?.isLastAttempt && !job.signal.aborted),
    });
    await Promise.all(uploaded.map((key) => deps.storage.delete(key).catch(() => {})));
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** The queue handler of 'media.transcode' jobs ({assetId}). */
export function transcodeJobHandler(deps: MediaDeps): JobHandler {
  return {
    kind: TRANSCODE_JOB,
    async run(payload, job) {
      await transcodeAsset(deps, Number(payload.assetId), job);
    },
    async giveUp(payload, error) {
      await giveUpMediaAsset(deps.db, Number(payload.assetId), error);
    },
  };
}
