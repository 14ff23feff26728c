import { UploadOutlined } from '@ant-design/icons';
import {
  ADMIN_CAPTION_MAX_BYTES,
  adminPlayerCalls,
  adminPlayerMessages,
  isWebVtt,
  type AdminCourse,
} from '@app/contract/web';
import { App, Button, Empty, Form, Input, List, Modal, Popconfirm, Space, Switch, Tag, Upload } from 'antd';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { outlineInvalidates } from './outline-dialogs.tsx';

type Lesson = AdminCourse['chapters'][number]['lessons'][number];
interface CaptionValues {
  file: { key: string; name: string } | null;
  lang: string;
  label: string;
  is_default: boolean;
}

/** The .vtt of a new caption: checked here (size, 'WEBVTT' start), then uploaded into private storage. */
function CaptionFile({
  value,
  onChange,
}: {
  value?: CaptionValues['file'];
  onChange?: (file: CaptionValues['file']) => void;
}) {
  const upload = useApiMutation(adminPlayerCalls.uploadCaption, {});
  const { message } = App.useApp();
  async function send(file: File) {
    if (file.size > ADMIN_CAPTION_MAX_BYTES) return void message.error(adminPlayerMessages.captionTooLarge);
    if (!isWebVtt(await file.slice(0, 64).text())) return void message.error(adminPlayerMessages.captionType);
    const body = new FormData();
    body.append('file', file, file.name);
    const result = await upload.run({ body });
    if (result.ok) onChange?.(result.data);
  }
  return (
    <Space wrap>
      {value && <Tag>{value.name}</Tag>}
      <Upload
        accept=".vtt,text/vtt"
        showUploadList={false}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      >
        <Button size="small" icon={<UploadOutlined />} loading={upload.pending}>
          {value ? '更换文件' : '选择 .vtt 文件'}
        </Button>
      </Upload>
    </Space>
  );
}

/** A lesson's WebVTT captions: list with delete, and a form adding one (file, language, name, default). */
export function LessonCaptionsDialog({ lesson, onClose }: { lesson: Lesson; onClose: () => void }) {
  const [form] = Form.useForm<CaptionValues>();
  const options = { success: true as const, invalidates: outlineInvalidates() };
  const create = useApiMutation(adminPlayerCalls.createCaption, options);
  const remove = useApiMutation(adminPlayerCalls.deleteCaption, options);
  async function submit(values: CaptionValues) {
    const body = {
      lang: values.lang.trim(),
      label: values.label.trim(),
      is_default: values.is_default,
      file_key: values.file?.key ?? '',
    };
    const result = await create.run({ params: { id: lesson.id }, body });
    if (result.ok) form.resetFields();
  }
  return (
    <Modal open title={`课时字幕「${lesson.name}」`} footer={null} onCancel={onClose} width={560}>
      {lesson.captions.length === 0 ? (
        <Empty description="暂无字幕" />
      ) : (
        <List
          size="small"
          dataSource={lesson.captions}
          renderItem={(c) => (
            <List.Item
              data-caption={c.id}
              actions={[
                <Popconfirm
                  key="delete"
                  title="确定删除该字幕？"
                  okText="删除"
                  cancelText="取消"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => void remove.run({ params: { id: c.id } })}
                >
                  <Button size="small" danger>
                    删除
                  </Button>
                </Popconfirm>,
              ]}
            >
              {c.label}（{c.lang}）{c.is_default && <Tag color="blue">默认</Tag>}
            </List.Item>
          )}
        />
      )}
      <Form
        form={form}
        name="caption"
        layout="vertical"
        initialValues={{ file: null, lang: 'zh-CN', label: '中文', is_default: lesson.captions.length === 0 }}
        onFinish={(v) => void submit(v)}
        className="admin-marker-form"
      >
        <Form.Item
          name="file"
          label="字幕文件（WebVTT）"
          rules={[{ required: true, message: adminPlayerMessages.captionFileInvalid }]}
        >
          <CaptionFile />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item
            name="lang"
            label="语言代码"
            rules={[{ required: true, message: adminPlayerMessages.captionLangInvalid }]}
          >
            <Input maxLength={16} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item
            name="label"
            label="名称"
            rules={[{ required: true, whitespace: true, message: adminPlayerMessages.captionLabelRequired }]}
          >
            <Input maxLength={30} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="is_default" label="默认显示" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Button type="primary" htmlType="submit" loading={create.pending}>
          添加字幕
        </Button>
      </Form>
    </Modal>
  );
}
