import {
  adminCatalogueCalls,
  adminLessonCalls,
  adminLessonMessages,
  formatLessonDuration,
  parseLessonDuration,
  type AdminCourse,
} from '@app/contract/web';
import { Form, Input, Modal, Switch } from 'antd';
import { apiKeyPrefix } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';

type Chapter = AdminCourse['chapters'][number];
type Lesson = Chapter['lessons'][number];

export type OutlineDialogState =
  | { kind: 'chapter'; courseId: number; chapter: Chapter | null }
  | { kind: 'lesson'; chapter: Chapter; lesson: Lesson | null };

/** The course's detail and the table's 'updated' column both change with its outline. */
export const outlineInvalidates = () => [
  apiKeyPrefix(adminCatalogueCalls.course),
  apiKeyPrefix(adminCatalogueCalls.courses),
];

/** New chapter or its new name. */
function ChapterDialog({
  state,
  onClose,
}: {
  state: Extract<OutlineDialogState, { kind: 'chapter' }>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ name: string }>();
  const create = useApiMutation(adminLessonCalls.createChapter, {
    success: true,
    invalidates: outlineInvalidates(),
  });
  const rename = useApiMutation(adminLessonCalls.renameChapter, {
    success: true,
    invalidates: outlineInvalidates(),
  });
  async function submit({ name }: { name: string }) {
    const body = { name: name.trim() };
    const result = state.chapter
      ? await rename.run({ params: { id: state.chapter.id }, body })
      : await create.run({ params: { id: state.courseId }, body });
    if (result.ok) onClose();
  }
  return (
    <Modal
      open
      title={state.chapter ? `重命名章节「${state.chapter.name}」` : '添加章节'}
      okText="保存"
      cancelText="取消"
      confirmLoading={create.pending || rename.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        name="chapter"
        layout="vertical"
        initialValues={{ name: state.chapter?.name ?? '' }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="name"
          label="章节名称"
          rules={[{ required: true, whitespace: true, message: adminLessonMessages.chapterNameRequired }]}
        >
          <Input maxLength={100} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface LessonValues {
  name: string;
  is_first: boolean;
  duration: string;
}

/** New lesson at the end of a chapter, or a lesson's name, free-preview flag and length. */
function LessonDialog({
  state,
  onClose,
}: {
  state: Extract<OutlineDialogState, { kind: 'lesson' }>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<LessonValues>();
  const create = useApiMutation(adminLessonCalls.createLesson, {
    success: true,
    invalidates: outlineInvalidates(),
  });
  const update = useApiMutation(adminLessonCalls.updateLesson, {
    success: true,
    invalidates: outlineInvalidates(),
  });
  const lesson = state.lesson;
  async function submit(values: LessonValues) {
    const body = {
      name: values.name.trim(),
      is_first: values.is_first,
      duration: parseLessonDuration(values.duration) ?? 0,
    };
    const result = lesson
      ? await update.run({ params: { id: lesson.id }, body })
      : await create.run({ params: { id: state.chapter.id }, body });
    if (result.ok) onClose();
  }
  return (
    <Modal
      open
      title={lesson ? `编辑课时「${lesson.name}」` : `在「${state.chapter.name}」末尾添加课时`}
      okText="保存"
      cancelText="取消"
      confirmLoading={create.pending || update.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        name="lesson"
        layout="vertical"
        initialValues={{
          name: lesson?.name ?? '',
          is_first: lesson?.is_first ?? false,
          duration: lesson ? formatLessonDuration(lesson.duration) : '',
        }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="name"
          label="课时名称"
          rules={[{ required: true, whitespace: true, message: adminLessonMessages.lessonNameRequired }]}
        >
          <Input maxLength={100} showCount autoFocus />
        </Form.Item>
        <Form.Item name="is_first" label="免费试看（未购买的访客也能观看）" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="duration"
          label="时长（分:秒；视频转码完成后以视频实际时长为准）"
          rules={[
            {
              validator: async (_, value: string) => {
                const seconds = parseLessonDuration(value ?? '');
                if (seconds === null || seconds > 86_400) throw new Error('时长格式如 12:30 或 1:02:03');
              },
            },
          ]}
        >
          <Input placeholder="如 12:30" style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function OutlineDialog({ state, onClose }: { state: OutlineDialogState; onClose: () => void }) {
  return state.kind === 'chapter' ? (
    <ChapterDialog state={state} onClose={onClose} />
  ) : (
    <LessonDialog state={state} onClose={onClose} />
  );
}
