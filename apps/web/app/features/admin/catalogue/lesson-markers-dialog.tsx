import {
  adminOutlineCalls,
  adminOutlineMessages,
  formatLessonDuration,
  parseLessonDuration,
  type AdminCourse,
} from '@app/contract/web';
import { Button, Empty, Form, Input, List, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { outlineInvalidates } from './outline-dialogs.tsx';
import { PublicPictureField } from './public-picture-field.tsx';

type Lesson = AdminCourse['chapters'][number]['lessons'][number];
type Marker = Lesson['markers'][number];
interface MarkerValues {
  time: string;
  title: string;
  describe: string;
  cover: string;
}

const EMPTY: MarkerValues = { time: '', title: '', describe: '', cover: '' };

/**
 * A lesson's progress markers (002 §3): the points on the player's progress bar with their popup. Listed in
 * video-time order; the form below adds one, or changes the one chosen for editing.
 */
export function LessonMarkersDialog({ lesson, onClose }: { lesson: Lesson; onClose: () => void }) {
  const [form] = Form.useForm<MarkerValues>();
  const [editing, setEditing] = useState<Marker | null>(null);
  const options = { success: true as const, invalidates: outlineInvalidates() };
  const create = useApiMutation(adminOutlineCalls.createMarker, options);
  const update = useApiMutation(adminOutlineCalls.updateMarker, options);
  const remove = useApiMutation(adminOutlineCalls.deleteMarker, options);
  const edit = (marker: Marker | null) => {
    setEditing(marker);
    form.setFieldsValue(
      marker
        ? {
            time: formatLessonDuration(marker.offset),
            title: marker.title,
            describe: marker.describe,
            cover: marker.cover,
          }
        : EMPTY,
    );
  };
  async function submit(values: MarkerValues) {
    const body = {
      offset: parseLessonDuration(values.time) ?? 0,
      title: values.title.trim(),
      describe: (values.describe ?? '').trim(),
      cover: values.cover ?? '',
    };
    const result = editing
      ? await update.run({ params: { id: editing.id }, body })
      : await create.run({ params: { id: lesson.id }, body });
    if (result.ok) edit(null);
  }
  return (
    <Modal open title={`课时打点「${lesson.name}」`} footer={null} onCancel={onClose} width={640}>
      {lesson.markers.length === 0 ? (
        <Empty description="暂无打点" />
      ) : (
        <List
          size="small"
          dataSource={lesson.markers}
          renderItem={(m) => (
            <List.Item
              data-marker={m.id}
              actions={[
                <Button key="edit" size="small" onClick={() => edit(m)}>
                  编辑
                </Button>,
                <Popconfirm
                  key="delete"
                  title="确定删除该打点？"
                  okText="删除"
                  cancelText="取消"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => void remove.run({ params: { id: m.id } })}
                >
                  <Button size="small" danger>
                    删除
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={`${formatLessonDuration(m.offset)} ${m.title}`}
                description={m.describe || undefined}
              />
            </List.Item>
          )}
        />
      )}
      <Form
        form={form}
        name="marker"
        layout="vertical"
        initialValues={EMPTY}
        onFinish={(v) => void submit(v)}
        className="admin-marker-form"
      >
        <Form.Item
          name="time"
          label={`时间（分:秒，不超过课时时长 ${formatLessonDuration(lesson.duration)}）`}
          rules={[
            {
              validator: async (_, value: string) => {
                const seconds = parseLessonDuration(value ?? '');
                if (!value?.trim() || seconds === null)
                  throw new Error(adminOutlineMessages.markerTimeInvalid);
                if (seconds > lesson.duration)
                  throw new Error(
                    adminOutlineMessages.markerBeyondDuration.replace(
                      '{duration}',
                      formatLessonDuration(lesson.duration),
                    ),
                  );
              },
            },
          ]}
        >
          <Input placeholder="如 1:30" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name="title"
          label="标题"
          rules={[{ required: true, whitespace: true, message: adminOutlineMessages.markerTitleRequired }]}
        >
          <Input maxLength={60} showCount />
        </Form.Item>
        <Form.Item name="describe" label="说明（可选）">
          <Input.TextArea maxLength={200} showCount rows={2} />
        </Form.Item>
        <Form.Item name="cover" label="图片（可选）">
          <PublicPictureField alt="打点图片预览" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={create.pending || update.pending}>
            {editing ? '保存打点' : '添加打点'}
          </Button>
          {editing && <Button onClick={() => edit(null)}>取消编辑</Button>}
        </Space>
      </Form>
    </Modal>
  );
}
