import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type MediaAudioTrack, type MediaRendition, mediaAssets } from './schema.ts';

/**
 * The writes of media_assets, the platform's table (schema.ts says why it is not learning's), one per step of
 * an asset's life: uploaded → transcoding (one run at a time) → ready, or failed. Every step of a run is
 * guarded by its run id, so a run presumed dead and replaced cannot touch the replacement's asset.
 */

/** Only the asset's current run may write its progress, output or error. */
const ofRun = (assetId: number, runId: string) =>
  and(eq(mediaAssets.id, assetId), eq(mediaAssets.runId, runId));

/** A new 'uploaded' asset for a stored source video; answers its id. */
export async function createMediaAsset(
  tx: DbOrTx,
  source: { key: string; name: string; size: number; durationMs?: number; width?: number; height?: number },
): Promise<number> {
  const [asset] = await tx
    .insert(mediaAssets)
    .values({
      sourceKey: source.key,
      sourceName: source.name.slice(0, 255),
      sourceSize: source.size,
      durationMs: source.durationMs ?? 0,
      width: source.width ?? 0,
      height: source.height ?? 0,
    })
    .returning({ id: mediaAssets.id });
  return asset!.id;
}

/** A transcode run takes the asset over: from now on only `runId` may finish it. */
export async function startTranscodeRun(db: DbOrTx, assetId: number, runId: string): Promise<void> {
  await db
    .update(mediaAssets)
    .set({ state: 'transcoding', progress: 0, runId, error: '', updatedAt: sql`now()` })
    .where(eq(mediaAssets.id, assetId));
}

/** The run's progress (0–100). */
export async function setTranscodeProgress(
  db: DbOrTx,
  assetId: number,
  runId: string,
  percent: number,
): Promise<void> {
  await db.update(mediaAssets).set({ progress: percent }).where(ofRun(assetId, runId));
}

/** What a finished transcode stored (its output prefix, sealed key, cover) and what the probe measured. */
export interface TranscodeOutput {
  outputPrefix: string;
  keyCiphertext: string;
  coverKey: string;
  durationMs: number;
  width: number;
  height: number;
  sourceSize: number;
  renditions: MediaRendition[];
  audioTracks: MediaAudioTrack[];
}

/** Makes the asset ready if `runId` is still its transcoding run; false when the run was superseded. */
export async function finishTranscodeRun(
  db: DbOrTx,
  assetId: number,
  runId: string,
  output: TranscodeOutput,
): Promise<boolean> {
  const committed = await db
    .update(mediaAssets)
    .set({
      state: 'ready',
      progress: 100,
      ...output,
      error: '',
      readyAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(ofRun(assetId, runId), eq(mediaAssets.state, 'transcoding')))
    .returning({ id: mediaAssets.id });
  return committed.length > 0;
}

/** The run failed: its error is kept, and the asset is failed only when no attempt is left. */
export async function failTranscodeRun(
  db: DbOrTx,
  assetId: number,
  runId: string,
  failure: { message: string; final: boolean },
): Promise<void> {
  await db
    .update(mediaAssets)
    .set({
      error: failure.message.slice(0, 4000),
      ...(failure.final ? { state: 'failed' as const } : {}),
      updatedAt: sql`now()`,
    })
    .where(ofRun(assetId, runId));
}

/** The queue gave up on the asset's transcode: failed, unless a run made it ready meanwhile. */
export async function giveUpMediaAsset(db: DbOrTx, assetId: number, error: string): Promise<void> {
  await db
    .update(mediaAssets)
    .set({ state: 'failed', error: error.slice(0, 4000), updatedAt: sql`now()` })
    .where(and(eq(mediaAssets.id, assetId), sql`${mediaAssets.state} <> 'ready'`));
}
