import { adminLessonMessages as LM, Code } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { courseTasks, lessonState, lockLesson, touchCourse } from '../../catalogue/index.ts';
import { createAsset, mediaAssets } from '../../learning/index.ts';
import { recordAudit, type StaffActor } from '../audit.ts';
import { completedUploads, staffOwner } from '../../../kernel/uploads/index.ts';
import { refuse } from '../../../kernel/errors/index.ts';

/**
 * The staff member's own completed video upload under this key (the direct upload of adminUploadCalls);
 * anything else (another account's file, an unfinished or aborted upload, a guessed name) is refused.
 */
async function ownVideoUpload(db: Db, actor: StaffActor, key: string) {
  const upload = (await completedUploads(db, staffOwner(actor.id), [key])).get(key);
  if (!upload || upload.purpose !== 'video') throw refuse(LM.videoNotUploaded, Code.invalid);
  return { key: upload.key, name: upload.name, size: upload.size };
}

/**
 * Gives a lesson a new video through the media pipeline every lesson video takes (learning's createAsset:
 * a media asset and a queued HLS transcode). While the lesson's current video plays (ready), the new one
 * waits as the pending video and the transcode swaps it in when ready, so learners never meet a lesson
 * without a picture; a lesson with no playable video takes the new one at once. Answers the course's id.
 */
export async function attachLessonVideo(db: Db, actor: StaffActor, lessonId: number, key: string) {
  await lockLesson(db, lessonId); // a lesson gone meanwhile gets no orphan asset
  const video = await ownVideoUpload(db, actor, key);
  const { assetId } = await createAsset(db, video);
  return db.transaction(async (tx) => {
    const before = await lockLesson(tx, lessonId);
    const [current] =
      before.mediaAssetId === null
        ? []
        : await tx.select().from(mediaAssets).where(eq(mediaAssets.id, before.mediaAssetId));
    const [fresh] = await tx.select().from(mediaAssets).where(eq(mediaAssets.id, assetId));
    const keepCurrent = current?.state === 'ready' && fresh?.state !== 'ready';
    const [after] = await tx
      .update(courseTasks)
      .set(
        keepCurrent
          ? { pendingMediaAssetId: assetId }
          : {
              mediaAssetId: assetId,
              pendingMediaAssetId: null,
              // Ready already (a fast worker): the transcode's own length update has passed this lesson by.
              ...(fresh?.state === 'ready' ? { duration: Math.round(fresh.durationMs / 1000) } : {}),
            },
      )
      .where(eq(courseTasks.id, lessonId))
      .returning();
    await touchCourse(tx, before.courseId);
    await recordAudit(tx, actor, {
      action: 'lesson.video',
      targetType: 'lesson',
      targetId: lessonId,
      before: lessonState(before),
      after: { ...lessonState(after!), upload: video },
    });
    return before.courseId;
  });
}
