import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courseTasks } from './schema.ts';

/** A lesson's length in whole seconds, from its video's length in milliseconds (progress % and the directory use it). */
const lessonSeconds = (durationMs: number) => Math.round(durationMs / 1000);

/** Points a lesson at a (new) media asset at once, as a command-line import does; the transcode follows. */
export async function setLessonMedia(tx: DbOrTx, lessonId: number, assetId: number): Promise<void> {
  await tx.update(courseTasks).set({ mediaAssetId: assetId }).where(eq(courseTasks.id, lessonId));
}

/**
 * A media asset finished transcoding: lessons playing it take the video's real length, and lessons waiting
 * for it as their replacement video (uploaded in the back office) swap it in only now, so until here the
 * old video played and learners never met a lesson without a picture.
 */
export async function adoptReadyMedia(tx: DbOrTx, assetId: number, durationMs: number): Promise<void> {
  const duration = lessonSeconds(durationMs);
  await tx.update(courseTasks).set({ duration }).where(eq(courseTasks.mediaAssetId, assetId));
  await tx
    .update(courseTasks)
    .set({ mediaAssetId: assetId, pendingMediaAssetId: null, duration })
    .where(eq(courseTasks.pendingMediaAssetId, assetId));
}
