import { learningCalls, type CourseDetailData, type LessonTask } from '@app/contract';
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { fetchData } from '../../../shared/api/client.ts';
import { useHydrated } from '../../../shared/session/guards.ts';
import { useSession } from '../../../shared/session/use-session.ts';

/** While the current lesson transcodes, the page asks again this often (the player appears when ready). */
const TRANSCODING_POLL_MS = 5000;
const STALE_MS = 60_000;

const detailKey = (courseId: number) => ['courseDetail', courseId] as const;
const lessonKey = (courseId: number) => ['courseLesson', courseId] as const;

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
  const { token, user } = useSession();
  // The page is keyed by course (the route remounts it), so the lesson it opened on is fixed here.
  const [entryTask] = useState(taskParam);
  const [switched, setSwitched] = useState(false);
  if (!switched && taskParam !== entryTask) setSwitched(true);

  const initialMatches = initial.courseId === courseId && initial.taskParam === entryTask && initial.data;
  // Whom the server rendered for, and whom this browser holds (0: a token whose member is not stored).
  const renderedFor = initial.data?.user?.id ?? null;
  const viewerId = token ? (user?.id ?? 0) : null;
  const detail = useQuery({
    queryKey: [...detailKey(courseId), entryTask, token],
    queryFn: () =>
      fetchData(learningCalls.courseDetail, { params: { id: courseId }, query: { task_id: entryTask } }),
    enabled: hydrated && courseId > 0,
    initialData: initialMatches && renderedFor === viewerId ? (initial.data ?? undefined) : undefined,
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
    refetchInterval: (q) => (switched ? false : pollWhileTranscoding(q.state.data?.task)),
  });
  const page = detail.data ?? (initialMatches ? initial.data : null);

  // After the first switch every lesson (the first one again too) is asked for on its own.
  const lessonId = switched ? (taskParam > 0 ? taskParam : (page?.task?.id ?? null)) : null;
  const lesson = useQuery({
    queryKey: [...lessonKey(courseId), lessonId, token],
    queryFn: () => fetchData(learningCalls.lesson, { params: { id: courseId, taskId: lessonId! } }),
    enabled: hydrated && lessonId !== null,
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
    refetchInterval: (q) => pollWhileTranscoding(q.state.data),
  });

  // A lesson that is not in this course (404) leaves the page's own lesson on screen.
  const data = page && lessonId !== null && lesson.data ? { ...page, task: lesson.data } : page;
  const lessonReady =
    lessonId === null || lesson.isError || (lesson.data !== undefined && !lesson.isPlaceholderData);
  const ready = hydrated && detail.data !== undefined && !detail.isPlaceholderData && lessonReady;
  const error = detail.isError && !detail.data ? detail.error.message : null;
  // When the signed links on screen were issued (attachments last 10 minutes).
  return { data, ready, error, receivedAt: detail.dataUpdatedAt };
}

/** Changes every cached answer of this course at once (collect, purchase, nofans, view count). */
export function updateCourseCache(
  client: QueryClient,
  courseId: number,
  change: (data: CourseDetailData) => CourseDetailData,
): void {
  client.setQueriesData<CourseDetailData>({ queryKey: detailKey(courseId) }, (old) =>
    old ? change(old) : old,
  );
}

/** Re-asks the server for this course and its lessons (after joining: the lessons' links and access change). */
export function useRefreshCourse(courseId: number) {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: detailKey(courseId) }),
        client.invalidateQueries({ queryKey: lessonKey(courseId) }),
      ]),
    [client, courseId],
  );
}
