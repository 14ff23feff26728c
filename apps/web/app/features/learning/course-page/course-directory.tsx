import { LockOutlined, PlayCircleFilled, PlayCircleOutlined } from '@ant-design/icons';
import { learningMessages, type CourseDetailData } from '@app/contract/web';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { formatDuration } from './course-rules.ts';

interface CourseDirectoryProps {
  details: CourseDetailData['details'];
  currentTaskId: number | null;
  /**
   * Whether to mark previews '试看': for a viewer who does not hold the course, once known (not while a
   * member's own answer is on its way).
   */
  previewMarks: boolean;
  onChoose: (taskId: number) => void;
}

/**
 * The chapter / lesson directory beside the player (000 §2.7): lock icons on chapters and lessons with
 * lock_status 1, '试看' on previews, the current lesson highlighted. Choosing a lesson switches the video
 * through ?task_id (a real link, so it also works without scripts and can be shared).
 *
 * The lessons are plain links with one click handler on the directory, not a <Link> each: a course has
 * dozens of lessons, and every <Link> costs its router hooks (path resolution, route discovery) in each
 * server render and in hydration: the course page's <Link>s, most of them here, were about a seventh of the
 * render work of its hydration.
 */
export function CourseDirectory({ details, currentTaskId, previewMarks, onChoose }: CourseDirectoryProps) {
  const lessonCount = details.reduce((sum, chapter) => sum + chapter.task.length, 0);
  const nav = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  // A plain left click switches inside the app, as <Link preventScrollReset> did; a new tab, a modifier
  // key or a middle click stays the browser's.
  const chooseLesson = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[data-task]') : null;
    if (!link) return;
    event.preventDefault();
    const taskId = Number(link.getAttribute('data-task'));
    onChoose(taskId);
    void navigate({ search: `?task_id=${taskId}` }, { preventScrollReset: true });
  };
  // Bring the current lesson into the middle of the (scrolling) directory, without moving the page. In
  // the next frame, whose layout this reads anyway: not as a layout of its own forced right after hydration.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const scroller = nav.current?.parentElement;
      const current = nav.current?.querySelector<HTMLElement>('.is-current');
      if (!scroller || !current) return;
      const offset = current.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
      scroller.scrollTop += offset - (scroller.clientHeight - current.offsetHeight) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [currentTaskId]);
  return (
    // The clicks are the links' (Enter on a focused link is a click too).
    <nav className="course-directory" aria-label="课程目录" ref={nav} onClick={chooseLesson}>
      <div className="course-directory__head">
        <span>课程目录</span>
        <span className="course-directory__count">共 {lessonCount} 节</span>
      </div>
      {lessonCount === 0 ? (
        <p className="course-directory__empty">{learningMessages.noChapters}</p>
      ) : (
        <ol className="course-directory__chapters">
          {details.map((chapter) => (
            <li key={chapter.id} className="course-directory__chapter">
              <div className="course-directory__chapter-name">
                <span>{chapter.name}</span>
                {chapter.lock_status === 1 && <LockOutlined aria-label="已锁定" title="已锁定" />}
              </div>
              <ol className="course-directory__lessons">
                {chapter.task.map((lesson) => {
                  const current = lesson.id === currentTaskId;
                  return (
                    <li key={lesson.id}>
                      <a
                        href={`?task_id=${lesson.id}`}
                        data-task={lesson.id}
                        className={`course-directory__lesson${current ? ' is-current' : ''}`}
                        aria-current={current ? 'true' : undefined}
                      >
                        {current ? (
                          <PlayCircleFilled className="course-directory__icon" />
                        ) : (
                          <PlayCircleOutlined className="course-directory__icon" />
                        )}
                        <span className="course-directory__lesson-name">{lesson.name}</span>
                        {lesson.is_first === 1 && previewMarks && (
                          <span className="course-directory__preview">试看</span>
                        )}
                        {lesson.lock_status === 1 && <LockOutlined aria-label="已锁定" title="已锁定" />}
                        {lesson.duration > 0 && (
                          <span className="course-directory__duration">
                            {formatDuration(lesson.duration)}
                          </span>
                        )}
                      </a>
                    </li>
                  );
                })}
              </ol>
            </li>
          ))}
        </ol>
      )}
    </nav>
  );
}
