import { ArrowDownOutlined, ArrowUpOutlined, LockOutlined } from '@ant-design/icons';
import { adminLessonCalls, formatLessonDuration, type AdminCourse } from '@app/contract/web';
import { Button, Card, Empty, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { TranscodeTag } from '../review/transcode-tag.tsx';
import { ChapterAttachments } from './chapter-attachments.tsx';
import { LessonCaptionsDialog } from './lesson-captions-dialog.tsx';
import { LessonMarkersDialog } from './lesson-markers-dialog.tsx';
import { LessonVideoButton } from './lesson-video-button.tsx';
import { OutlineDialog, outlineInvalidates, type OutlineDialogState } from './outline-dialogs.tsx';
import { OutlineLockButton } from './outline-lock-button.tsx';
import { moveChapter, moveLesson, orderOf, type OutlineOrder } from './outline-order.ts';

type Chapter = AdminCourse['chapters'][number];
type Lesson = Chapter['lessons'][number];

/** Whether a lesson video is still on its way, so the page keeps asking until each transcode ends. */
export const outlineTranscoding = (course: AdminCourse | undefined) =>
  (course?.chapters ?? []).some((c) =>
    c.lessons.some((l) =>
      [l.video, l.pending_video].some((v) => v && (v.state === 'uploaded' || v.state === 'transcoding')),
    ),
  );

const deleteWarning = (lesson: Lesson) =>
  lesson.learners > 0
    ? `已有 ${lesson.learners} 位学员学习过该课时，删除后他们在该课时的学习记录一并删除（课程的其他课时与购买不受影响）。确定删除？`
    : '确定删除该课时？';

function LessonRow({
  lesson,
  onEdit,
  onMove,
  onDelete,
  onMarkers,
  onCaptions,
}: {
  lesson: Lesson;
  onMarkers: () => void;
  onCaptions: () => void;
  onEdit: () => void;
  onMove: (step: -1 | 1) => void;
  onDelete: () => void;
}) {
  return (
    <li className="admin-outline-lesson" data-lesson={lesson.id}>
      <div className="admin-outline-lesson-name">
        <span>{lesson.name}</span>
        {lesson.is_first && <Tag color="success">免费试看</Tag>}
        {lesson.locked && (
          <Tag color="red" icon={<LockOutlined />}>
            已锁定
          </Tag>
        )}
        <Tag>{formatLessonDuration(lesson.duration)}</Tag>
        {lesson.video ? <TranscodeTag transcode={lesson.video} /> : <Tag color="warning">无视频</Tag>}
        {lesson.pending_video && (
          <span className="admin-outline-pending">
            新视频 <TranscodeTag transcode={lesson.pending_video} />
          </span>
        )}
      </div>
      <Space wrap size={4}>
        <Button size="small" aria-label="上移课时" icon={<ArrowUpOutlined />} onClick={() => onMove(-1)} />
        <Button size="small" aria-label="下移课时" icon={<ArrowDownOutlined />} onClick={() => onMove(1)} />
        <Button size="small" onClick={onEdit}>
          编辑
        </Button>
        <LessonVideoButton lessonId={lesson.id} hasVideo={lesson.video !== null} />
        <Button size="small" onClick={onMarkers}>
          打点{lesson.markers.length > 0 ? `（${lesson.markers.length}）` : ''}
        </Button>
        <Button size="small" onClick={onCaptions}>
          字幕{lesson.captions.length > 0 ? `（${lesson.captions.length}）` : ''}
        </Button>
        <OutlineLockButton kind="lesson" id={lesson.id} locked={lesson.locked} />
        <Popconfirm
          title={deleteWarning(lesson)}
          okText="删除"
          cancelText="取消"
          okButtonProps={{ danger: true }}
          onConfirm={onDelete}
        >
          <Button size="small" danger>
            删除
          </Button>
        </Popconfirm>
      </Space>
    </li>
  );
}

/** The course's chapters and lessons: add, rename, reorder (up / down, across chapters), delete, videos. */
export function CourseLessons({ course }: { course: AdminCourse }) {
  const [dialog, setDialog] = useState<OutlineDialogState | null>(null);
  // The lesson whose markers or captions dialog is open, found again in each fresh answer.
  const [extras, setExtras] = useState<{ kind: 'markers' | 'captions'; id: number } | null>(null);
  const extrasLesson = course.chapters.flatMap((c) => c.lessons).find((l) => l.id === extras?.id);
  const options = { success: true as const, invalidates: outlineInvalidates() };
  const reorder = useApiMutation(adminLessonCalls.reorder, options);
  const removeChapter = useApiMutation(adminLessonCalls.deleteChapter, options);
  const removeLesson = useApiMutation(adminLessonCalls.deleteLesson, options);
  const order = orderOf(course);
  const save = (next: OutlineOrder | null) => {
    if (next && !reorder.pending) void reorder.run({ params: { id: course.id }, body: next });
  };

  return (
    <Card
      size="small"
      title="章节与课时"
      extra={
        <Button
          size="small"
          type="primary"

          onClick={() => setDialog({ kind: 'chapter', courseId: course.id, chapter: null })}
        >
          添加章节
        </Button>
      }
    >
      {course.chapters.length === 0 && <Empty description="暂无章节，先添加一个章节" />}
      {course.chapters.map((chapter) => (
        <section key={chapter.id} className="admin-outline-chapter" data-chapter={chapter.id}>
          <header className="admin-outline-chapter-head">
            <strong>
              {chapter.name}
              {chapter.locked && (
                <Tag color="red" icon={<LockOutlined />} className="admin-outline-lock">
                  已锁定
                </Tag>
              )}
            </strong>
            <Space wrap size={4}>
              <Button
                size="small"
                aria-label="上移章节"
                icon={<ArrowUpOutlined />}
                onClick={() => save(moveChapter(order, chapter.id, -1))}
              />
              <Button
                size="small"
                aria-label="下移章节"
                icon={<ArrowDownOutlined />}
                onClick={() => save(moveChapter(order, chapter.id, 1))}
              />
              <Button
                size="small"
                onClick={() => setDialog({ kind: 'chapter', courseId: course.id, chapter })}
              >
                重命名
              </Button>
              <Button
                size="small"

                onClick={() => setDialog({ kind: 'lesson', chapter, lesson: null })}
              >
                添加课时
              </Button>
              <OutlineLockButton kind="chapter" id={chapter.id} locked={chapter.locked} />
              <Popconfirm
                title="确定删除该章节？"
                okText="删除"
                cancelText="取消"
                okButtonProps={{ danger: true }}
                onConfirm={() => void removeChapter.run({ params: { id: chapter.id } })}
              >
                <Button size="small" danger>
                  删除章节
                </Button>
              </Popconfirm>
            </Space>
          </header>
          <ChapterAttachments chapter={chapter} />
          {chapter.lessons.length === 0 ? (
            <p className="admin-outline-empty">本章暂无课时</p>
          ) : (
            <ol className="admin-outline-lessons">
              {chapter.lessons.map((lesson) => (
                <LessonRow
                  key={lesson.id}
                  lesson={lesson}
                  onEdit={() => setDialog({ kind: 'lesson', chapter, lesson })}
                  onMove={(step) => save(moveLesson(order, lesson.id, step))}
                  onDelete={() => void removeLesson.run({ params: { id: lesson.id } })}
                  onMarkers={() => setExtras({ kind: 'markers', id: lesson.id })}
                  onCaptions={() => setExtras({ kind: 'captions', id: lesson.id })}
                />
              ))}
            </ol>
          )}
        </section>
      ))}
      {dialog && <OutlineDialog state={dialog} onClose={() => setDialog(null)} />}
      {extrasLesson && extras?.kind === 'markers' && (
        <LessonMarkersDialog lesson={extrasLesson} onClose={() => setExtras(null)} />
      )}
      {extrasLesson && extras?.kind === 'captions' && (
        <LessonCaptionsDialog lesson={extrasLesson} onClose={() => setExtras(null)} />
      )}
    </Card>
  );
}
