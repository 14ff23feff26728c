import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { touchCourse } from './change-chapter.ts';
import { lessonState, lockLesson } from './change-lesson.ts';
import type { RecordChange } from './record-change.ts';
import { courseTasks } from './schema.ts';

type LessonState = ReturnType<typeof lessonState>;

/**
 * Where a media asset stands: learning owns the assets, so whoever attaches a video hands in the reader
 * (catalogue never imports learning); undefined for an asset not found.
 */
export type MediaStateOf = (
  tx: DbOrTx,
  assetId: number,
) => Promise<{ state: string; durationMs: number } | undefined>;

/**
 * Gives a lesson a new video (an asset already created and queued for transcoding). While the lesson's
 * current video plays (ready), the new one waits as the pending video and the transcode swaps it in when
 * ready, so learners never meet a lesson without a picture; a lesson with no playable video takes the new
 * one at once. Answers the course's id.
 */
export async function setLessonVideo(
  db: Db,
  lessonId: number,
  assetId: number,
  mediaStateOf: MediaStateOf,
  record?: RecordChange<LessonState>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const before = await lockLesson(tx, lessonId);
    const current = before.mediaAssetId === null ? undefined : await mediaStateOf(tx, before.mediaAssetId);
    const fresh = await mediaStateOf(tx, assetId);
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
    await record?.(tx, { before: lessonState(before), after: lessonState(after!) });
    return before.courseId;
  });
}
