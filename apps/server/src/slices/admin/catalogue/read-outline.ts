import { asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { courseAttachments, courseChapters, courseTasks } from '../../catalogue/schema.ts';
import { mediaAssets } from '../../../platform/media/schema.ts';
import { lessonProgress } from '../../learning/schema.ts';
import { lessonCaptions, lessonMarkers } from '../../player/schema.ts';

type AssetRow = typeof mediaAssets.$inferSelect;

/** What the outline shows of a lesson's video: its transcode state and the uploaded file's name. */
export const videoOf = (asset: AssetRow | undefined) =>
  asset ? { state: asset.state, progress: asset.progress, name: asset.sourceName } : null;

/**
 * A course's chapters and lessons in the order learners see them, each lesson with its video and any
 * replacement still transcoding, its progress markers and captions and how many members have progress on it; and the
 * chapters' attachments.
 */
export async function readCourseOutline(db: DbOrTx, courseId: number) {
  const chapters = await db
    .select()
    .from(courseChapters)
    .where(eq(courseChapters.courseId, courseId))
    .orderBy(asc(courseChapters.sort), asc(courseChapters.id));
  const tasks = chapters.length
    ? await db
        .select()
        .from(courseTasks)
        .where(
          inArray(
            courseTasks.chapterId,
            chapters.map((c) => c.id),
          ),
        )
        .orderBy(asc(courseTasks.sort), asc(courseTasks.id))
    : [];
  const assetIds = tasks.flatMap((t) => [t.mediaAssetId, t.pendingMediaAssetId]).filter((id) => id !== null);
  const taskIds = tasks.map((t) => t.id);
  const [assets, learners, markers, captions, attachments] = await Promise.all([
    assetIds.length ? db.select().from(mediaAssets).where(inArray(mediaAssets.id, assetIds)) : [],
    taskIds.length
      ? db
          .select({ taskId: lessonProgress.taskId, n: count() })
          .from(lessonProgress)
          .where(inArray(lessonProgress.taskId, taskIds))
          .groupBy(lessonProgress.taskId)
      : [],
    taskIds.length
      ? db
          .select()
          .from(lessonMarkers)
          .where(inArray(lessonMarkers.taskId, taskIds))
          .orderBy(asc(lessonMarkers.offsetSeconds), asc(lessonMarkers.id))
      : [],
    taskIds.length
      ? db
          .select()
          .from(lessonCaptions)
          .where(inArray(lessonCaptions.taskId, taskIds))
          .orderBy(asc(lessonCaptions.id))
      : [],
    db
      .select()
      .from(courseAttachments)
      .where(eq(courseAttachments.courseId, courseId))
      .orderBy(asc(courseAttachments.sort), asc(courseAttachments.id)),
  ]);
  const assetById = new Map(assets.map((a) => [a.id, a]));
  const learnersOf = new Map(learners.map((l) => [l.taskId, l.n]));
  const lessons = tasks.map((task) => ({
    task,
    video: videoOf(task.mediaAssetId === null ? undefined : assetById.get(task.mediaAssetId)),
    pendingVideo: videoOf(
      task.pendingMediaAssetId === null ? undefined : assetById.get(task.pendingMediaAssetId),
    ),
    learners: learnersOf.get(task.id) ?? 0,
    markers: markers.filter((m) => m.taskId === task.id),
    captions: captions.filter((c) => c.taskId === task.id),
  }));
  return { chapters, lessons, attachments };
}

export type CourseOutline = Awaited<ReturnType<typeof readCourseOutline>>;
