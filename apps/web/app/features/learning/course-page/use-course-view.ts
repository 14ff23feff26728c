import { learningCalls, type CourseDetailData } from '@app/contract';
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchData } from '../../../shared/api/client.ts';
import { useHydrated } from '../../../shared/session/guards.ts';
import { useSession } from '../../../shared/session/use-session.ts';

/** While the current lesson transcodes, the page asks again this often (the player appears when ready). */
const TRANSCODING_POLL_MS = 5000;

const detailKey = (courseId: number) => ['courseDetail', courseId] as const;

/** The server render's answer and which lesson it was asked for. */
export interface InitialDetail {
  courseId: number;
  taskParam: number;
  data: CourseDetailData | null;
}

/**
 * The course page as this viewer sees it. The server render is the public view (the token lives in
 * localStorage); after hydration the page asks again with the token for the personal parts (purchase,
 * links, watch, collect, nofans). Lesson switches ask for the chosen lesson (the answer carries its
 * fresh playback link); the previous answer stays on screen meanwhile.
 * `ready` is true once the answer on screen is this viewer's own, for this lesson.
 */
export function useCourseView(courseId: number, taskParam: number, initial: InitialDetail) {
  const hydrated = useHydrated();
  const { token } = useSession();
  const initialMatches = initial.courseId === courseId && initial.taskParam === taskParam && initial.data;
  const query = useQuery({
    queryKey: [...detailKey(courseId), taskParam, token],
    queryFn: () =>
      fetchData(learningCalls.courseDetail, { params: { id: courseId }, query: { task_id: taskParam } }),
    enabled: hydrated && courseId > 0,
    // A guest's own view is the server's: no second request.
    initialData: !token && initialMatches ? (initial.data ?? undefined) : undefined,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    refetchInterval: (q) =>
      q.state.data?.task?.video_status === 'transcoding' ? TRANSCODING_POLL_MS : false,
  });
  const data = query.data ?? (initialMatches ? initial.data : null);
  const ready = hydrated && query.data !== undefined && !query.isPlaceholderData;
  const error = query.isError && !query.data ? query.error.message : null;
  // When the signed links on screen were issued (attachments last 10 minutes).
  return { data, ready, error, receivedAt: query.dataUpdatedAt };
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

/** Re-asks the server for this course (after joining: the lessons' links and access change). */
export function useRefreshCourse(courseId: number) {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: detailKey(courseId) }), [client, courseId]);
}
