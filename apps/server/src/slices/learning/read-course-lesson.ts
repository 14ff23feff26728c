import type { LessonTask } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { presentLesson } from './present-lesson.ts';
import { accessToLesson, readLesson } from './read-lesson.ts';
import { lessonProgress } from './tables/progress.ts';

/**
 * One lesson of a public course as the course page shows it for this viewer (the `task` of the course
 * page: playback link, access, resume point), for switching lessons without asking for the whole page
 * again; null when the lesson is not in that course (or the course is not public).
 */
export async function readCourseLesson(
  deps: { db: DbOrTx; storage: ObjectStorage; config: Config },
  courseId: number,
  taskId: number,
  viewerId: number | null,
): Promise<LessonTask | null> {
  const { db } = deps;
  const lesson = await readLesson(db, taskId, viewerId);
  if (!lesson || lesson.task.courseId !== courseId) return null;
  const [access, watch] = await Promise.all([
    accessToLesson(db, lesson, viewerId),
    viewerId === null
      ? 0
      : db
          .select({ position: lessonProgress.position })
          .from(lessonProgress)
          .where(and(eq(lessonProgress.userId, viewerId), eq(lessonProgress.taskId, taskId)))
          .then(([row]) => row?.position ?? 0),
  ]);
  return presentLesson(
    { task: lesson.task, asset: lesson.asset },
    { access, watch, viewerId, previewSeconds: lesson.previewSeconds },
    deps,
  );
}
