import { ArrowDownOutlined, ArrowUpOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import {
  ADMIN_ATTACHMENTS_PER_CHAPTER,
  ADMIN_FILE_MAX_BYTES,
  adminProductCalls,
  adminProductMessages,
  adminOutlineCalls,
  adminOutlineMessages,
  type AdminCourse,
} from '@app/contract/web';
import { App, Button, Input, Modal, Popconfirm, Space, Upload } from 'antd';
import { useState } from 'react';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { fileSizeText } from '../products/file-field.tsx';
import { outlineInvalidates } from './outline-dialogs.tsx';

type Chapter = AdminCourse['chapters'][number];
type Attachment = Chapter['attachments'][number];

/** The name a new attachment starts with: its file name without the extension. */
const nameOfFile = (file: string) => file.replace(/\.[^.]+$/, '').slice(0, 100) || file.slice(0, 100);

/** Renames one attachment (the name purchasers see on the course page). */
function RenameDialog({ attachment, onClose }: { attachment: Attachment; onClose: () => void }) {
  const [name, setName] = useState(attachment.name);
  const rename = useApiMutation(adminOutlineCalls.renameAttachment, {
    success: true,
    invalidates: outlineInvalidates(),
  });
  const { message } = App.useApp();
  async function save() {
    if (!name.trim()) return void message.error(adminOutlineMessages.attachmentNameRequired);
    const result = await rename.run({ params: { id: attachment.id }, body: { name: name.trim() } });
    if (result.ok) onClose();
  }
  return (
    <Modal
      open
      title={`重命名附件「${attachment.name}」`}
      okText="保存"
      cancelText="取消"
      confirmLoading={rename.pending}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Input
        aria-label="附件名称"
        value={name}
        maxLength={100}
        showCount
        onChange={(e) => setName(e.target.value)}
      />
    </Modal>
  );
}

/**
 * A chapter's downloadable attachments (000 Chapter annex[]): choosing a file uploads it into private
 * storage and adds it under its file name at once; rename, reorder and delete follow.
 */
export function ChapterAttachments({ chapter }: { chapter: Chapter }) {
  const options = { success: true as const, invalidates: outlineInvalidates() };
  const upload = useApiMutation(adminProductCalls.uploadFile, {});
  const create = useApiMutation(adminOutlineCalls.createAttachment, options);
  const reorder = useApiMutation(adminOutlineCalls.reorderAttachments, options);
  const remove = useApiMutation(adminOutlineCalls.deleteAttachment, options);
  const [renaming, setRenaming] = useState<Attachment | null>(null);
  const { message } = App.useApp();
  const ids = chapter.attachments.map((a) => a.id);
  const move = (index: number, step: -1 | 1) => {
    const target = index + step;
    if (target < 0 || target >= ids.length || reorder.pending) return;
    const next = [...ids];
    [next[index], next[target]] = [next[target]!, next[index]!];
    void reorder.run({ params: { id: chapter.id }, body: { ids: next } });
  };
  async function add(file: File) {
    const body = new FormData();
    body.append('file', file, file.name);
    const stored = await upload.run({ body });
    if (stored.ok)
      await create.run({
        params: { id: chapter.id },
        body: { name: nameOfFile(stored.data.name), file_key: stored.data.key },
      });
  }
  const full = chapter.attachments.length >= ADMIN_ATTACHMENTS_PER_CHAPTER;
  return (
    <div className="admin-outline-attachments" data-attachments={chapter.id}>
      {chapter.attachments.map((a, index) => (
        <div key={a.id} className="admin-outline-attachment">
          <span>
            <PaperClipOutlined /> {a.name}
            <span className="admin-outline-attachment-file">
              {a.file}（{fileSizeText(a.size)}）
            </span>
          </span>
          <Space wrap size={4}>
            <Button
              size="small"
              aria-label="上移附件"
              icon={<ArrowUpOutlined />}
              onClick={() => move(index, -1)}
            />
            <Button
              size="small"
              aria-label="下移附件"
              icon={<ArrowDownOutlined />}
              onClick={() => move(index, 1)}
            />
            <Button size="small" onClick={() => setRenaming(a)}>
              重命名
            </Button>
            <Popconfirm
              title="确定删除该附件？学员将不能再下载它。"
              okText="删除"
              cancelText="取消"
              okButtonProps={{ danger: true }}
              onConfirm={() => void remove.run({ params: { id: a.id } })}
            >
              <Button size="small" danger>
                删除
              </Button>
            </Popconfirm>
          </Space>
        </div>
      ))}
      <Upload
        showUploadList={false}
        disabled={full}
        beforeUpload={(file) => {
          if (file.size > ADMIN_FILE_MAX_BYTES) void message.error(adminProductMessages.fileTooLarge);
          else void add(file);
          return false;
        }}
      >
        <Button
          size="small"
          type="dashed"
          icon={<UploadOutlined />}
          loading={upload.pending || create.pending}
          disabled={full}
        >
          {full ? adminOutlineMessages.tooManyAttachments : '添加附件'}
        </Button>
      </Upload>
      {renaming && <RenameDialog attachment={renaming} onClose={() => setRenaming(null)} />}
    </div>
  );
}
