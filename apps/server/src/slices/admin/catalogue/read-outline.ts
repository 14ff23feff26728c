import { asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { courseChapters, courseTasks } from '../../catalogue/index.ts';
import { lessonProgress, mediaAssets } from '../../learning/index.ts';

type AssetRow = typeof mediaAssets.$inferSelect;

/** What the outline shows of a lesson's video: its transcode state and the uploaded file's name. */
export const videoOf = (asset: AssetRow | undefined) =>
  asset ? { state: asset.state, progress: asset.progress, name: asset.sourceName } : null;

/**
 * A course's chapters and lessons in the order learners see them, each lesson with its video and any
 * replacement still transcoding, and how many members have progress on it.
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
  const [assets, learners] = await Promise.all([
    assetIds.length ? db.select().from(mediaAssets).where(inArray(mediaAssets.id, assetIds)) : [],
    taskIds.length
      ? db
          .select({ taskId: lessonProgress.taskId, n: count() })
          .from(lessonProgress)
          .where(inArray(lessonProgress.taskId, taskIds))
          .groupBy(lessonProgress.taskId)
      : [],
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
  }));
  return { chapters, lessons };
}

export type CourseOutline = Awaited<ReturnType<typeof readCourseOutline>>;
