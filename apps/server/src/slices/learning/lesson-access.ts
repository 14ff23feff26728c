import type { CourseDetailData } from '@app/contract';
import type { MediaAssetState } from '../../platform/media/schema.ts';

export type LessonAccess = 'preview' | 'entitled' | 'denied' | 'locked';
export type VideoStatus = NonNullable<CourseDetailData['task']>['video_status'];

export interface LessonRights {
  lockStatus: number;
  isFirst: number;
  /** A locked chapter locks every lesson in it (the directory shows the lock on both). */
  chapterLocked: boolean;
}

/**
 * Who may play a lesson (000 §4, §6): nobody when it (or its chapter) is locked; everyone, guests too,
 * for a free preview (is_first); otherwise only members holding the course (bought, joined free, granted).
 */
export function lessonAccess(lesson: LessonRights, entitled: boolean): LessonAccess {
  if (lesson.lockStatus === 1 || lesson.chapterLocked) return 'locked';
  if (lesson.isFirst === 1) return 'preview';
  return entitled ? 'entitled' : 'denied';
}

export const mayPlay = (access: LessonAccess) => access === 'preview' || access === 'entitled';

/** 'uploaded' (waiting in the queue) shows as transcoding: the viewer only needs "not yet". */
export function videoStatus(state: MediaAssetState | null | undefined): VideoStatus {
  if (!state) return 'none';
  if (state === 'ready' || state === 'failed') return state;
  return 'transcoding';
}
