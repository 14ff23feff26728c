import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { enqueueJob } from '../../platform/jobs/queue.ts';
import { createMediaAsset } from '../../platform/media/asset-store.ts';
import { MediaError } from '../../platform/media/media-error.ts';
import { probeMedia } from '../../platform/media/probe.ts';
import { contentTypeFromKey } from '../../platform/storage/storage-keys.ts';
import { setLessonMedia } from '../catalogue/index.ts';
import { courseTasks } from '../catalogue/schema.ts';
import type { MediaDeps } from './media-deps.ts';
import { TRANSCODE_JOB } from './transcode-asset.ts';

/** The queue key of an asset's transcode: enqueueing it twice adds one job. */
export const transcodeJobKey = (assetId: number) => `${TRANSCODE_JOB}:${assetId}`;

/** Creates an 'uploaded' asset for a stored source video and queues its transcode (one transaction). */
export async function createAsset(
  db: Db,
  source: { key: string; name: string; size: number; durationMs?: number; width?: number; height?: number },
  taskId?: number,
): Promise<{ assetId: number; jobId: number | null }> {
  return db.transaction(async (tx) => {
    const assetId = await createMediaAsset(tx, source);
    if (taskId !== undefined) await setLessonMedia(tx, taskId, assetId);
    const jobId = await enqueueJob(tx, {
      kind: TRANSCODE_JOB,
      payload: { assetId },
      uniqueKey: transcodeJobKey(assetId),
    });
    return { assetId, jobId };
  });
}

/**
 * `npm run media:import -- FILE --task ID`: checks the file is a video (ffprobe), stores it under a private
 * key, points the lesson at a new asset and queues the transcode; the worker does the rest.
 */
export async function importMediaFile(deps: MediaDeps & { db: Db }, file: string, taskId: number) {
  const [task] = await deps.db
    .select({ id: courseTasks.id, name: courseTasks.name })
    .from(courseTasks)
    .where(eq(courseTasks.id, taskId));
  if (!task) throw new MediaError(`课时 ${taskId} 不存在`);
  const probe = await probeMedia(file, deps.tools);
  const ext =
    path
      .extname(file)
      .toLowerCase()
      .replace(/[^.a-z0-9]/g, '')
      .slice(0, 8) || '.mp4';
  const key = `media/sources/${randomUUID()}/source${ext}`;
  await deps.storage.put(key, createReadStream(file), { contentType: contentTypeFromKey(key) });
  const created = await createAsset(
    deps.db,
    {
      key,
      name: path.basename(file),
      size: probe.size,
      durationMs: probe.durationMs,
      width: probe.width,
      height: probe.height,
    },
    taskId,
  );
  return { ...created, task, probe };
}
