import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { JobContext, JobHandler } from '../../platform/jobs/runner.ts';
import { sealContentKey } from '../../platform/media/content-key.ts';
import { MediaError } from '../../platform/media/media-error.ts';
import { listFiles, transcodeToHls } from '../../platform/media/transcode-hls.ts';
import { uploadFiles } from '../../platform/media/upload-directory.ts';
import { courseTasks } from '../catalogue/index.ts';
import type { MediaDeps } from './media-deps.ts';
import { mediaAssets } from '../../platform/media/schema.ts';

export const TRANSCODE_JOB = 'media.transcode';

/** Progress is written at most this often (a long video reports many times a second). */
const PROGRESS_EVERY_MS = 1_000;

const mine = (assetId: number, runId: string) =>
  and(eq(mediaAssets.id, assetId), eq(mediaAssets.runId, runId));

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
  await deps.db
    .update(mediaAssets)
    .set({ state: 'transcoding', progress: 0, runId, error: '', updatedAt: sql`now()` })
    .where(eq(mediaAssets.id, assetId));
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
        void deps.db
          .update(mediaAssets)
          .set({ progress: percent })
          .where(mine(assetId, runId))
          .catch(() => {});
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
    const committed = await deps.db
      .update(mediaAssets)
      .set({
        state: 'ready',
        progress: 100,
        outputPrefix: `${prefix}/hls`,
        keyCiphertext: sealContentKey(deps.sealingKey, output.key),
        coverKey,
        durationMs: output.probe.durationMs,
        width: output.probe.width,
        height: output.probe.height,
        sourceSize: output.probe.size,
        renditions: output.renditions,
        audioTracks: output.audioTracks,
        error: '',
        readyAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(mine(assetId, runId), eq(mediaAssets.state, 'transcoding')))
      .returning({ id: mediaAssets.id });
    if (committed.length === 0) {
      await Promise.all(uploaded.map((key) => deps.storage.delete(key).catch(() => {})));
      return 'superseded';
    }
    // The lesson's length is the video's real length from now on (progress % and the directory use it).
    await deps.db
      .update(courseTasks)
      .set({ duration: Math.round(output.probe.durationMs / 1000) })
      .where(eq(courseTasks.mediaAssetId, assetId));
    // A replacement uploaded in the back office takes over only now: until here the old video played.
    await deps.db
      .update(courseTasks)
      .set({
        mediaAssetId: assetId,
        pendingMediaAssetId: null,
        duration: Math.round(output.probe.durationMs / 1000),
      })
      .where(eq(courseTasks.pendingMediaAssetId, assetId));
    return 'ready';
  } catch (error) {
    const message =
      error instanceof MediaError && error.detail
        ? `${error.message}\n${error.detail}`
        : String((error as Error)?.message ?? error);
    await deps.db
      .update(mediaAssets)
      .set({
        error: message.slice(0, 4000),
        ...(job?.isLastAttempt && !job.signal.aborted ? { state: 'failed' as const } : {}),
        updatedAt: sql`now()`,
      })
      .where(mine(assetId, runId));
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
      await deps.db
        .update(mediaAssets)
        .set({ state: 'failed', error: error.slice(0, 4000), updatedAt: sql`now()` })
        .where(and(eq(mediaAssets.id, Number(payload.assetId)), sql`${mediaAssets.state} <> 'ready'`));
    },
  };
}
