import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courseChapters, courses, courseTasks } from '../catalogue/schema.ts';
import { courseOpenTo } from './course-visible.ts';
import { hasEntitlement } from '../../kernel/entitlements/index.ts';
import { lessonAccess, type LessonAccess } from './lesson-access.ts';
import { mediaAssets } from '../../platform/media/schema.ts';
import { ProductType } from '@app/contract';
import { previewOf } from './read-preview.ts';
import { coursePreviews } from './tables/previews.ts';

export type TaskRow = typeof courseTasks.$inferSelect;
export type MediaAssetRow = typeof mediaAssets.$inferSelect;

export interface Lesson {
  task: TaskRow;
  chapterLocked: boolean;
  asset: MediaAssetRow | null;
  /** The course's free preview in seconds (002 §4 "Free preview"), or null when it offers none. */
  previewSeconds: number | null;
}

/**
 * A lesson of a course open to the viewer (public, or taken off the shelf but held by them), with its
 * chapter's lock and its video; null otherwise.
 */
export async function readLesson(
  db: DbOrTx,
  taskId: number,
  viewerId: number | null = null,
): Promise<Lesson | null> {
  const [row] = await db
    .select({
      task: courseTasks,
      chapterLock: courseChapters.lockStatus,
      asset: mediaAssets,
      previewSeconds: coursePreviews.seconds,
    })
    .from(courseTasks)
    .innerJoin(courses, eq(courses.id, courseTasks.courseId))
    .innerJoin(courseChapters, eq(courseChapters.id, courseTasks.chapterId))
    .leftJoin(mediaAssets, eq(mediaAssets.id, courseTasks.mediaAssetId))
    .leftJoin(coursePreviews, eq(coursePreviews.courseId, courseTasks.courseId))
    .where(and(eq(courseTasks.id, taskId), courseOpenTo(viewerId)));
  if (!row) return null;
  return {
    task: row.task,
    chapterLocked: row.chapterLock === 1,
    asset: row.asset,
    previewSeconds: previewOf(row.previewSeconds),
  };
}

/** The viewer's access to one lesson, asking the entitlements only when it matters. */
export async function accessToLesson(
  db: DbOrTx,
  lesson: Lesson,
  viewerId: number | null,
): Promise<LessonAccess> {
  const open = lessonAccess({ ...lesson.task, chapterLocked: lesson.chapterLocked }, false);
  if (open !== 'denied' || viewerId === null) return open;
  const entitled = await hasEntitlement(db, viewerId, ProductType.course, lesson.task.courseId);
  return lessonAccess({ ...lesson.task, chapterLocked: lesson.chapterLocked }, entitled);
}
