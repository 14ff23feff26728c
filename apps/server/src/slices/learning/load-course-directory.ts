import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courseAttachments, courseChapters, courseTasks } from '../catalogue/schema.ts';
import { lessonProgress } from './tables/progress.ts';
import { mediaAssets } from '../../platform/media/schema.ts';
import type { MediaAssetRow, TaskRow } from './read-lesson.ts';

export type ChapterRow = typeof courseChapters.$inferSelect;
export type AttachmentRow = typeof courseAttachments.$inferSelect;

export interface DirectoryTask {
  task: TaskRow;
  asset: Pick<MediaAssetRow, 'id' | 'state' | 'progress' | 'coverKey'> | null;
}

export interface CourseDirectory {
  chapters: ChapterRow[];
  /** In directory order: chapter by chapter, each chapter's lessons by sort. */
  tasks: DirectoryTask[];
  attachments: AttachmentRow[];
  /** Seconds watched per task for the viewer (empty for guests). */
  watch: Map<number, number>;
  /** The lesson the viewer reported on last in this course. */
  lastTaskId: number | null;
}

/** Chapters, lessons (with their video's state), attachments and the viewer's positions of one course. */
export async function loadCourseDirectory(
  db: DbOrTx,
  courseId: number,
  viewerId: number | null,
): Promise<CourseDirectory> {
  const [chapters, taskRows, attachments, progress] = await Promise.all([
    db
      .select()
      .from(courseChapters)
      .where(eq(courseChapters.courseId, courseId))
      .orderBy(asc(courseChapters.sort), asc(courseChapters.id)),
    db
      .select({
        task: courseTasks,
        assetId: mediaAssets.id,
        state: mediaAssets.state,
        progress: mediaAssets.progress,
        coverKey: mediaAssets.coverKey,
      })
      .from(courseTasks)
      .leftJoin(mediaAssets, eq(mediaAssets.id, courseTasks.mediaAssetId))
      .where(eq(courseTasks.courseId, courseId))
      .orderBy(asc(courseTasks.sort), asc(courseTasks.id)),
    db
      .select()
      .from(courseAttachments)
      .where(eq(courseAttachments.courseId, courseId))
      .orderBy(asc(courseAttachments.sort), asc(courseAttachments.id)),
    viewerId === null
      ? Promise.resolve([])
      : db
          .select({
            taskId: lessonProgress.taskId,
            position: lessonProgress.position,
            updatedAt: lessonProgress.updatedAt,
          })
          .from(lessonProgress)
          .where(and(eq(lessonProgress.userId, viewerId), eq(lessonProgress.courseId, courseId))),
  ]);
  const chapterOrder = new Map(chapters.map((c, i) => [c.id, i]));
  const tasks = taskRows
    .filter((r) => chapterOrder.has(r.task.chapterId))
    .sort((a, b) => chapterOrder.get(a.task.chapterId)! - chapterOrder.get(b.task.chapterId)!)
    .map((r) => ({
      task: r.task,
      asset:
        r.assetId === null
          ? null
          : { id: r.assetId, state: r.state!, progress: r.progress!, coverKey: r.coverKey! },
    }));
  const latest = [...progress].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
  return {
    chapters,
    tasks,
    attachments,
    watch: new Map(progress.map((p) => [p.taskId, p.position])),
    lastTaskId: latest?.taskId ?? null,
  };
}
