import { Code, learningCalls } from '@app/contract/web';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
// Plain callApi, not useApiMutation: these beacons are fire-and-forget and never show a refusal to the viewer.
import { callApi } from '../../../shared/api/client.ts';
import { useMe } from '../../../shared/session/use-me.ts';
import { updateCourseCache } from './use-course-view.ts';

/** What the player reports (structurally the player slice's ProgressReport). */
export interface LessonProgress {
  /** The lesson id the position belongs to. */
  videoId: string | number;
  time: number;
  duration: number;
}

const MAX_SECONDS = 86_400;

/**
 * The server side of watching (000 §4 Playback, §7). A view is recorded at the first play after a lesson
 * is opened (the server counts one per viewer, lesson and China day, so no local flag is needed).
 * Members' positions go to POST /api/courses/progress whenever the player reports (pause, every 30 s,
 * lesson switch or leaving). Refusals never interrupt playback.
 */
export function useLessonTracking(courseId: number) {
  const client = useQueryClient();
  const { signedIn } = useMe();

  const onFirstPlay = useCallback(
    async (videoId: string | number) => {
      const answer = await callApi(learningCalls.view, { body: { course_detail_id: Number(videoId) } });
      if (answer.code === Code.ok && answer.data.counted) {
        const viewNum = answer.data.view_num;
        updateCourseCache(client, courseId, (data) => ({
          ...data,
          course: { ...data.course, view_num: viewNum },
        }));
      }
    },
    [client, courseId],
  );

  const onProgress = useCallback(
    (report: LessonProgress) => {
      const taskId = Number(report.videoId);
      if (!signedIn || !(taskId > 0) || report.time <= 0) return;
      void callApi(learningCalls.progress, {
        body: {
          course_id: courseId,
          course_detail_id: taskId,
          time: Math.min(report.time, MAX_SECONDS),
          duration: Math.min(Math.max(report.duration, 0), MAX_SECONDS),
        },
      });
    },
    [signedIn, courseId],
  );

  return { onFirstPlay, onProgress };
}
