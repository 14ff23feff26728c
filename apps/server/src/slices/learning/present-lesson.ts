import type { LessonTask } from '@app/contract';
import type { Config } from '../../config.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { type LessonAccess, videoStatus } from './lesson-access.ts';
import type { DirectoryTask } from './course-directory.ts';
import { playbackLink } from './playback-link.ts';
import { playScope } from './read-preview.ts';

export interface LessonView {
  access: LessonAccess;
  watch: number;
  viewerId: number | null;
  /** The course's free preview (seconds), or null: a viewer without the course may try that much. */
  previewSeconds: number | null;
}

/**
 * One lesson as the course page shows it. The link exists only for a viewer who may play it and only once
 * the video is ready; the poster is the video's own frame when there is one.
 */
export async function presentLesson(
  item: DirectoryTask,
  view: LessonView,
  deps: { config: Config; storage: ObjectStorage },
): Promise<LessonTask> {
  const { task, asset } = item;
  const status = videoStatus(asset?.state);
  const ready = status === 'ready';
  const scope = playScope(view.access, view.previewSeconds);
  const images =
    ready && asset?.coverKey
      ? await deps.storage.signedUrl(asset.coverKey, { expiresInSeconds: deps.config.MEDIA_LINK_TTL_SECONDS })
      : task.images;
  return {
    id: task.id,
    name: task.name,
    type: 'task',
    course_id: task.courseId,
    cpt_id: task.chapterId,
    lock_status: view.access === 'locked' ? 1 : 0,
    is_first: task.isFirst === 1 ? 1 : 0,
    link: ready && scope.kind !== 'none' ? playbackLink(deps.config, view.viewerId, task.id) : null,
    images,
    watch: view.watch,
    duration: task.duration,
    access: view.access,
    video_status: status,
    transcode_progress: ready ? 100 : (asset?.progress ?? 0),
    preview_seconds: scope.kind === 'preview' ? scope.seconds : null,
  };
}
