import type { NewsItem } from '@app/contract/web';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AfterHydration } from '../../../shared/layout/after-hydration.tsx';
import { paths } from '../../../shared/paths.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { useErrorThenBack } from '../../../shared/ui/use-error-then-back.ts';
import { CourseAside, type RecommendedCourse } from './course-aside.tsx';
import { CourseInfo } from './course-info.tsx';
import { taskParam as readTaskParam } from './course-rules.ts';
import { CourseStage } from './course-stage.tsx';
import { CourseTabs } from './course-tabs.tsx';
import type { LessonPlayer } from './lesson-player.ts';
import { useCourseActions } from './use-course-actions.ts';
import { useCourseView, type InitialDetail } from './use-course-view.ts';
import { useLessonTracking } from './use-lesson-tracking.ts';
import { useScreen } from './use-screen.ts';
import './course-page.css';

/** The public side data rendered on the server with the course (prev/next, recommendations, news). */
export interface CourseSideData {
  courseId: number;
  prevId: number | null;
  nextId: number | null;
  courses: RecommendedCourse[];
  news: NewsItem[];
}

interface CoursePageProps {
  courseId: number;
  initial: InitialDetail;
  /** The server render's refusal (e.g. '课程不存在或已下架'). */
  initialError: string | null;
  side: CourseSideData;
  /** The server's guess that the visitor holds a phone or tablet (its User-Agent), until the window tells. */
  handheldGuess: boolean;
  /**
   * A member's server render: the right column (teacher, news, recommendations: below the first screen at
   * every width) is built by the browser right after hydration. Its grid cell is kept meanwhile, so the
   * tabs beside it keep their width and nothing above it moves.
   */
  deferBelowFold: boolean;
  /**
   * The server rendered the page every member shares (a guest's view of the course): until this member's
   * own answer is on screen, what depends on them (the buy row, the video area, the '试看' marks) is drawn
   * as a placeholder rather than as a guest's, so no button changes its meaning under the pointer.
   */
  awaitingViewer: boolean;
  /** The player slice's component, handed in by the route. */
  Player: LessonPlayer;
}

/**
 * /coursepage/:id (000 §2.7, §4, §8): the video band with directory, the information block, the intro /
 * attachments / comments tabs and the right column. The browser keeps the server's answer when it was
 * rendered for the session it holds (a guest, or a client navigation's member) and otherwise asks again
 * with its token (use-course-view.ts): a member opening the page gets the render all members share, their
 * own parts as placeholders until then. Switching lessons asks for that lesson only.
 */
export function CoursePage({
  courseId,
  initial,
  initialError,
  side,
  handheldGuess,
  deferBelowFold,
  awaitingViewer,
  Player,
}: CoursePageProps) {
  const [search] = useSearchParams();
  const taskParam = readTaskParam(search);
  const view = useCourseView(courseId, taskParam, initial);
  useErrorThenBack(view.data ? null : (initialError ?? view.error), paths.courseList());
  const screen = useScreen(handheldGuess);
  const [wide, setWide] = useState(false);
  const [switchedTo, setSwitchedTo] = useState<number | null>(null);
  const actions = useCourseActions(view.data?.course ?? null);
  const tracking = useLessonTracking(courseId);

  const data = view.data;
  // A member's answer that failed (after the client's retries) leaves the shared view, buttons disabled.
  const awaiting = awaitingViewer && !view.ready && view.error === null;
  if (!data) {
    return (
      <div className="container course-missing">
        <EmptyState description={initialError ?? view.error ?? '课程加载中…'} />
      </div>
    );
  }
  return (
    <div className="course-page">
      <CourseStage
        data={data}
        ready={view.ready}
        awaiting={awaiting}
        lessonInAddress={taskParam > 0}
        pcOnly={screen.pcOnly}
        wideToggle={screen.wideToggle}
        wide={wide}
        onWideChange={setWide}
        switchedTo={switchedTo}
        lessonError={view.lessonError}
        onRetryLesson={view.retryLesson}
        onChooseLesson={setSwitchedTo}
        onMainAction={() => void actions.runMainAction()}
        mainPending={actions.pending === 'main'}
        Player={Player}
        tracking={tracking}
      />
      <div className="container course-body">
        <CourseInfo
          course={data.course}
          ready={view.ready}
          awaiting={awaiting}
          prevId={side.courseId === courseId ? side.prevId : null}
          nextId={side.courseId === courseId ? side.nextId : null}
          pending={actions.pending}
          onMainAction={() => void actions.runMainAction()}
          onToggleCollect={() => void actions.toggleCollect()}
        />
        <div className="course-columns">
          <div className="course-columns__main">
            <CourseTabs key={courseId} course={data.course} linksIssuedAt={view.receivedAt} />
          </div>
          <AfterHydration defer={deferBelowFold} fallback={<aside className="course-aside" />}>
            <CourseAside
              data={data}
              news={side.news}
              courses={side.courseId === courseId ? side.courses : []}
              onFollowed={actions.markFollowed}
            />
          </AfterHydration>
        </div>
      </div>
    </div>
  );
}
