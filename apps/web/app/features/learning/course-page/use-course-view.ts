import { learningCalls, type CourseDetailData, type LessonTask } from '@app/contract/web';
import { keepPreviousData, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { buildPath } from '../../../shared/api/client.ts';
import { apiKeyFilter, apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useHydrated } from '../../../shared/session/guards.ts';
import { useMe } from '../../../shared/session/use-me.ts';

/** While the current lesson transcodes, the page asks again this often (the player appears when ready). */
const TRANSCODING_POLL_MS = 5000;
const STALE_MS = 60_000;

/** Every cached answer of this course's page, whatever the lesson it was asked for and the session. */
const courseDetailFilter = (courseId: number) =>
  apiKeyFilter(learningCalls.courseDetail, { params: { id: courseId } });

/** '/api/courses/3/lessons/': the start of every lesson path of one course. */
const lessonPathOf = (courseId: number) => buildPath(learningCalls.lesson.path, { id: courseId, taskId: '' });

/** The server render's answer and which lesson it was asked for. */
export interface InitialDetail {
  courseId: number;
  taskParam: number;
  data: CourseDetailData | null;
}

const pollWhileTranscoding = (lesson: LessonTask | null | undefined) =>
  lesson?.video_status === 'transcoding' ? TRANSCODING_POLL_MS : false;

/**
 * The course page as this viewer sees it. The server renders it for the member its session cookie names
 * (or a guest); when that is who this browser holds (the stored token wins), the render's answer is used
 * as it is, with no second request; otherwise the page asks again with the stored token. The whole page
 * is asked for the lesson it was opened on; switching lessons (?task_id) asks for that lesson only (its
 * fresh playback link, access and resume point), the previous lesson staying on screen meanwhile.
 * `ready` is true once the answer on screen is this viewer's own, for this lesson.
 */
export function useCourseView(courseId: number, taskParam: number, initial: InitialDetail) {
  const hydrated = useHydrated();
  const { token, me } = useMe();
  // The page is keyed by course (the route remounts it), so the lesson it opened on is fixed here.
  const [entryTask] = useState(taskParam);
  const [switched, setSwitched] = useState(false);
  if (!switched && taskParam !== entryTask) setSwitched(true);

  const initialMatches = initial.courseId === courseId && initial.taskParam === entryTask && initial.data;
  // Whom the server rendered for (a guest's answer says user.id 0), and whom this browser holds (0: a token
  // whose member is not stored).
  const renderedFor = initial.data?.user.id || null;
  const viewerId = token ? (me?.id ?? 0) : null;
  const detail = useApiQuery(
    learningCalls.courseDetail,
    { params: { id: courseId }, query: { task_id: entryTask } },
    {
      enabled: hydrated && courseId > 0,
      initialData: initialMatches && renderedFor === viewerId ? (initial.data ?? undefined) : undefined,
      placeholderData: keepPreviousData,
      staleTime: STALE_MS,
      refetchInterval: (q) => (switched ? false : pollWhileTranscoding(q.state.data?.task)),
    },
  );
  const page = detail.data ?? (initialMatches ? initial.data : null);

  // After the first switch every lesson (the first one again too) is asked for on its own.
  const lessonId = switched ? (taskParam > 0 ? taskParam : (page?.task?.id ?? null)) : null;
  const lesson = useApiQuery(
    learningCalls.lesson,
    { params: { id: courseId, taskId: lessonId ?? 0 } },
    {
      enabled: hydrated && lessonId !== null,
      placeholderData: keepPreviousData,
      staleTime: STALE_MS,
      refetchInterval: (q) => pollWhileTranscoding(q.state.data),
    },
  );

  // A lesson that is not in this course (404) leaves the page's own lesson on screen.
  const data = page && lessonId !== null && lesson.data ? { ...page, task: lesson.data } : page;
  const lessonReady =
    lessonId === null || lesson.isError || (lesson.data !== undefined && !lesson.isPlaceholderData);
  const ready = hydrated && detail.data !== undefined && !detail.isPlaceholderData && lessonReady;
  const error = detail.isError && !detail.data ? detail.error.message : null;
  // A switched-to lesson whose answer failed (network, server busy) says so with a retry, rather than leaving
  // the previous lesson playing under the new lesson's address.
  const lessonError = lessonId !== null && lesson.isError && !lesson.isFetching ? lesson.error.message : null;
  const retryLesson = () => void lesson.refetch();
  // When the signed links on screen were issued (attachments last 10 minutes).
  return { data, ready, error, lessonError, retryLesson, receivedAt: detail.dataUpdatedAt };
}

/** Changes every cached answer of this course at once (collect, purchase, nofans, view count). */
export function updateCourseCache(
  client: QueryClient,
  courseId: number,
  change: (data: CourseDetailData) => CourseDetailData,
): void {
  client.setQueriesData<CourseDetailData>({ queryKey: courseDetailFilter(courseId) }, (old) =>
    old ? change(old) : old,
  );
}

/** Re-asks the server for this course and its lessons (after joining: the lessons' links and access change). */
export function useRefreshCourse(courseId: number) {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: courseDetailFilter(courseId) }),
        // A lesson key holds the filled-in path (/api/courses/3/lessons/7) second: this course's lessons
        // are the keys whose path starts with the course's part.
        client.invalidateQueries({
          queryKey: apiKeyPrefix(learningCalls.lesson),
          predicate: (query) => String(query.queryKey[1]).startsWith(lessonPathOf(courseId)),
        }),
      ]),
    [client, courseId],
  );
}
