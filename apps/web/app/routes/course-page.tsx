import { catalogueCalls, learningCalls } from '@app/contract/web';
import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { CoursePage } from '../features/learning/course-page/course-page.tsx';
import { isHandheld } from '../features/learning/course-page/device-check.ts';
import { taskParam } from '../features/learning/course-page/course-rules.ts';
import { CoursePlayer } from '../features/player/course-player.tsx';
import { loadData, refusalStatus } from '../shared/api/client.ts';
import { rendersForMember } from '../shared/layout/after-hydration.tsx';
import { pageMeta } from '../shared/meta.ts';
import type { Route } from './+types/course-page';

/** How many news items the course page's carousel shows (000 §2.7). */
const NEWS_IN_CAROUSEL = 5;

/**
 * Server render of the course page (000 §2.7): the course as a guest sees it, with prev/next, the recommended
 * courses and the news of the carousel. Members share one render made without anybody's session (server
 * web/page-cache.ts MEMBER_SHARED_PAGES): it leaves the right column to their browser (below the first
 * screen; a guest's page, cached and crawled, keeps it) and draws the member's own parts as placeholders
 * until their browser has asked for the course with their token (use-course-view.ts). A render for one
 * member (a client navigation's `.data`, or the page cache off) forwards the session cookie and is theirs.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  const task = taskParam(new URL(request.url).searchParams);
  const [detail, prevNext, news] = await Promise.all([
    loadData(learningCalls.courseDetail, { params: { id: params.id }, query: { task_id: task }, request }),
    loadData(learningCalls.prevNext, { params: { id: params.id }, request }),
    loadData(catalogueCalls.newsList, { query: { limit: NEWS_IN_CAROUSEL, offset: 0 }, request }),
  ]);
  // 000 §7: the carousel reads data.news, whose first page starts with the newest article.
  const newsItems = news.data?.news ?? [];
  return data(
    {
      initial: { courseId: id, taskParam: task, data: detail.data },
      error: detail.error,
      side: {
        courseId: id,
        prevId: prevNext.data ? prevNext.data.ids.prev_id : null,
        nextId: prevNext.data ? prevNext.data.ids.next_id : null,
        courses: prevNext.data ? prevNext.data.courses : [],
        news: newsItems.slice(0, NEWS_IN_CAROUSEL),
      },
      // The User-Agent's word only (the window is the browser's): the first render's small-screen answer.
      handheldGuess: isHandheld({ userAgent: request.headers.get('user-agent') ?? '' }),
      // A member's page leaves the right column (below the first screen) to the browser (after-hydration.tsx).
      deferBelowFold: rendersForMember(context),
      // Rendered for members but without one (the render every member shares, server web/page-cache.ts):
      // the member's own state (purchase, collect, progress, their lesson) is asked for after hydration.
      awaitingViewer: rendersForMember(context) && detail.data !== null && detail.data.user.id === 0,
    },
    { status: detail.error === null ? 200 : refusalStatus(detail.code) },
  );
}

/** Switching lessons (?task_id) stays in the browser: only another course needs the server again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const course = loaderData?.initial.data?.course;
  return course
    ? pageMeta(course.name, course.explain || course.name)
    : pageMeta(loaderData?.error ?? '课程详情');
};

export default function Page({ loaderData, params }: Route.ComponentProps) {
  return (
    <CoursePage
      key={params.id}
      courseId={Number(params.id)}
      initial={loaderData.initial}
      initialError={loaderData.error}
      side={loaderData.side}
      handheldGuess={loaderData.handheldGuess}
      deferBelowFold={loaderData.deferBelowFold}
      awaitingViewer={loaderData.awaitingViewer}
      Player={CoursePlayer}
    />
  );
}
