import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { courseAttachments, courseChapters, courses, courseTasks } from '../catalogue/schema.ts';
import { lessonProgress } from './tables/progress.ts';
import { mediaAssets, type MediaAssetState } from '../../platform/media/schema.ts';
import type { MediaAssetRow, TaskRow } from './read-lesson.ts';

export type ChapterRow = Pick<typeof courseChapters.$inferSelect, 'id' | 'name' | 'lockStatus'>;
export type AttachmentRow = Pick<
  typeof courseAttachments.$inferSelect,
  'id' | 'chapterId' | 'name' | 'fileKey' | 'size'
>;
/** What the course page shows of a lesson (presentLesson, lessonAccess). */
export type DirectoryTaskRow = Pick<
  TaskRow,
  'id' | 'chapterId' | 'courseId' | 'name' | 'lockStatus' | 'isFirst' | 'images' | 'duration'
>;

export interface DirectoryTask {
  task: DirectoryTaskRow;
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

/** What courseDirectoryJson answers, as PostgreSQL's json. */
export interface DirectoryJson {
  chapters: ChapterRow[] | null;
  tasks: (DirectoryTaskRow & {
    assetId: number | null;
    state: MediaAssetState | null;
    progress: number | null;
    coverKey: string | null;
  })[];
  attachments: AttachmentRow[] | null;
  /** The viewer's positions, the most recently reported first. */
  progress: { taskId: number; position: number }[] | null;
}

/**
 * Chapters, lessons (with their video's state), attachments and the viewer's positions of the course row
 * being read, as one json column (each part a json_agg sub-select in the order the page shows it): the
 * course page reads it with the course row in one statement (read-course-page.ts); four round trips before,
 * and each statement's building, sending and row mapping cost the page more CPU than PostgreSQL spends
 * aggregating a course's few dozen rows. `viewerId` matches nobody for a guest (0).
 */
export function courseDirectoryJson(viewerId: Placeholder): SQL<DirectoryJson> {
  const c = courseChapters;
  const t = courseTasks;
  const m = mediaAssets;
  const a = courseAttachments;
  const p = lessonProgress;
  return sql<DirectoryJson>`json_build_object(
    'chapters', (select json_agg(json_build_object('id', ${c.id}, 'name', ${c.name}, 'lockStatus', ${c.lockStatus})
        order by ${c.sort}, ${c.id}) from ${c} where ${c.courseId} = ${courses.id}),
    -- Chapter by chapter (a lesson whose chapter is not this course's is left out), then by sort.
    'tasks', (select json_agg(json_build_object('id', ${t.id}, 'chapterId', ${t.chapterId},
        'courseId', ${t.courseId}, 'name', ${t.name}, 'lockStatus', ${t.lockStatus}, 'isFirst', ${t.isFirst},
        'images', ${t.images}, 'duration', ${t.duration}, 'assetId', ${m.id}, 'state', ${m.state},
        'progress', ${m.progress}, 'coverKey', ${m.coverKey})
        order by ${c.sort}, ${c.id}, ${t.sort}, ${t.id})
      from ${t} join ${c} on ${c.id} = ${t.chapterId} and ${c.courseId} = ${courses.id}
      left join ${m} on ${m.id} = ${t.mediaAssetId} where ${t.courseId} = ${courses.id}),
    'attachments', (select json_agg(json_build_object('id', ${a.id}, 'chapterId', ${a.chapterId},
        'name', ${a.name}, 'fileKey', ${a.fileKey}, 'size', ${a.size}) order by ${a.sort}, ${a.id})
      from ${a} where ${a.courseId} = ${courses.id}),
    'progress', (select json_agg(json_build_object('taskId', ${p.taskId}, 'position', ${p.position})
        order by ${p.updatedAt} desc) from ${p}
      where ${p.userId} = ${viewerId} and ${p.courseId} = ${courses.id})
  )`;
}

/** The directory as the page uses it. */
export function toCourseDirectory(d: DirectoryJson): CourseDirectory {
  const progress = d.progress ?? [];
  return {
    chapters: d.chapters ?? [],
    tasks: (d.tasks ?? []).map(({ assetId, state, progress: done, coverKey, ...task }) => ({
      task,
      asset: assetId === null ? null : { id: assetId, state: state!, progress: done!, coverKey: coverKey! },
    })),
    attachments: d.attachments ?? [],
    watch: new Map(progress.map((row) => [row.taskId, row.position])),
    lastTaskId: progress[0]?.taskId ?? null,
  };
}
