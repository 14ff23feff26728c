import { CompressOutlined, ExpandOutlined, LockOutlined } from '@ant-design/icons';
import { learningMessages, pictureAt, type CourseDetailData } from '@app/contract/web';
import { useNavigate } from 'react-router';
import { PlainButton } from '../../../shared/ui/plain-button.tsx';
import { CourseDirectory } from './course-directory.tsx';
import { mainAction, stageView, type StageView } from './course-rules.ts';
import { AUTOPLAY_AFTER_SWITCH_MS, type LessonPlayer } from './lesson-player.ts';
import type { LessonProgress } from './use-lesson-tracking.ts';
import './course-stage.css';

/** 000 §2.7 / §9: video height with the directory beside it, and in wide-screen mode (directory hidden). */
const VIDEO_HEIGHT_PX = { withDirectory: 667, wide: 760 } as const;

interface CourseStageProps {
  data: CourseDetailData;
  /** The answer on screen is the viewer's own (the player waits for it: links, watch). */
  ready: boolean;
  /**
   * The member's own answer is on its way (a shared render): the cover and a spinner, no guest's verdict;
   * and without ?task_id no current lesson yet (theirs is the one they last studied, not the first).
   */
  awaiting: boolean;
  /** The address names the lesson (?task_id): it is the current one whoever the viewer is. */
  lessonInAddress: boolean;
  pcOnly: boolean;
  wideToggle: boolean;
  wide: boolean;
  onWideChange: (wide: boolean) => void;
  /** The lesson the viewer just switched to (autoplay), or null. */
  switchedTo: number | null;
  /** Why the lesson switched to could not be loaded (its overlay offers 重试), or null. */
  lessonError: string | null;
  onRetryLesson: () => void;
  onChooseLesson: (taskId: number) => void;
  onMainAction: () => void;
  mainPending: boolean;
  Player: LessonPlayer;
  tracking: { onFirstPlay: (videoId: string | number) => void; onProgress: (report: LessonProgress) => void };
}

/**
 * The dark band at the top of the course page (000 §2.7): the player or the overlay that replaces it,
 * the directory on the right (82 % / 18 %), and the wide-screen toggle when the window is over 900 px.
 */
export function CourseStage(props: CourseStageProps) {
  const { data, ready, pcOnly, wide, Player } = props;
  const task = data.task;
  const shownTask = props.awaiting && !props.lessonInAddress ? null : task;
  const view: StageView | null = props.lessonError
    ? { kind: 'failed', text: `${learningMessages.lessonLoadFailed}：${props.lessonError}` }
    : props.awaiting && !pcOnly
      ? null
      : stageView(data, pcOnly);
  const purchased = data.course.purchase === 1;
  const wideMode = wide && props.wideToggle;
  const navigate = useNavigate();
  // The player's playlist switches lessons like the directory's links: ?task_id, and the autoplay mark.
  const chooseFromPlayer = (taskId: number) => {
    props.onChooseLesson(taskId);
    void navigate({ search: `?task_id=${taskId}` }, { preventScrollReset: true });
  };

  return (
    <section className={`course-stage${wideMode ? ' is-wide' : ''}`} aria-label="课程视频">
      <div className="course-stage__bar">
        <h2 className="course-stage__lesson">{shownTask ? shownTask.name : data.course.name}</h2>
        {props.wideToggle && (
          <PlainButton
            className="course-stage__wide"
            variant="text"
            size="small"
            icon={wideMode ? <CompressOutlined /> : <ExpandOutlined />}
            onClick={() => props.onWideChange(!wideMode)}
          >
            {wideMode ? '退出宽屏' : '宽屏模式'}
          </PlainButton>
        )}
      </div>
      <div className="course-stage__body">
        <div
          className="course-stage__video"
          style={{
            ['--stage-h' as string]: `${wideMode ? VIDEO_HEIGHT_PX.wide : VIDEO_HEIGHT_PX.withDirectory}px`,
          }}
        >
          {view?.kind === 'play' && task && ready ? (
            <Player
              key={task.id}
              className="course-stage__player"
              src={view.link}
              videoId={task.id}
              poster={task.images}
              serverPosition={task.watch}
              autoplayAfterMs={props.switchedTo === task.id && purchased ? AUTOPLAY_AFTER_SWITCH_MS : null}
              viewer={data.user.id ? { name: data.user.name, phone: data.user.phone } : null}
              height="100%"
              onFirstPlay={props.tracking.onFirstPlay}
              onProgress={props.tracking.onProgress}
              onChooseLesson={chooseFromPlayer}
              previewSeconds={task.preview_seconds}
            />
          ) : (
            <StageOverlay
              view={view}
              cover={shownTask?.images ?? data.course.images}
              action={
                view?.kind === 'join'
                  ? mainAction(data.course).label
                  : view?.kind === 'failed'
                    ? '重试'
                    : null
              }
              onAction={view?.kind === 'failed' ? props.onRetryLesson : props.onMainAction}
              pending={props.mainPending}
            />
          )}
        </div>
        {!wideMode && (
          <div className="course-stage__directory">
            <CourseDirectory
              details={data.details}
              currentTaskId={shownTask?.id ?? null}
              previewMarks={!purchased && !props.awaiting}
              onChoose={props.onChooseLesson}
            />
          </div>
        )}
      </div>
    </section>
  );
}

interface StageOverlayProps {
  /** What stands in for the video; null while the viewer's own answer is on its way (a spinner). */
  view: StageView | null;
  cover: string;
  /** The main button's label on the 'join' overlay. */
  action: string | null;
  onAction: () => void;
  pending: boolean;
}

/** The text that stands in for the video (000 §4 lesson access, §8), over the blurred cover. */
function StageOverlay({ view, cover, action, onAction, pending }: StageOverlayProps) {
  // The lesson can play (or may, for a member) but the viewer's own answer is still on its way.
  const waiting = view === null || view.kind === 'play';
  const text = view && view.kind !== 'play' ? view.text : null;
  const progress = view?.kind === 'transcoding' ? view.progress : 0;
  return (
    <div className={`stage-overlay stage-overlay--${view?.kind ?? 'play'}`} role="status">
      {/* An image, not a CSS background: the largest thing on the page's first screen, so the browser
          should find it in the HTML (React preloads it from <head>) rather than after the styles. */}
      {/* Blurred 14 px behind the overlay: the 480-pixel copy is as sharp as it can look, and far less to decode. */}
      {cover && (
        <img className="stage-overlay__cover" src={pictureAt(cover, 480)} alt="" fetchPriority="high" />
      )}
      <div className="stage-overlay__content">
        {view?.kind === 'join' && <LockOutlined className="stage-overlay__icon" />}
        {waiting || view.kind === 'transcoding' ? (
          <span className="stage-overlay__spinner" aria-hidden />
        ) : null}
        {text !== null && <p className="stage-overlay__text">{text}</p>}
        {progress > 0 && (
          <div
            className="stage-overlay__progress"
            role="progressbar"
            aria-label="转码进度"
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="stage-overlay__progress-bar" style={{ width: `${progress}%` }} />
          </div>
        )}
        {action && (
          <PlainButton variant="primary" size="large" loading={pending} onClick={onAction}>
            {action}
          </PlainButton>
        )}
      </div>
    </div>
  );
}
