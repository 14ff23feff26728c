import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Space, Upload } from 'antd';
import type { ReactNode } from 'react';

/** Moves one entry of a list one place left (-1) or right (+1). */
function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(index + step, 0, item!);
  return next;
}

/**
 * An ordered list of pictures saved with the form: each added through an upload call (the size checked here
 * first, the kind by the server), removed, and with `reorder` moved left or right (an AI work's viewer order).
 * Without `reorder` the pictures stand as small tiles with a delete button on each (a plugin's or material's
 * carousel).
 */
export function ImageListField(props: {
  value?: string[];
  onChange?: (urls: string[]) => void;
  /** An image upload call (useApiMutation): stores the form data's `file`, answers its URL. */
  upload: {
    pending: boolean;
    run: (input: { body: FormData }) => Promise<{ ok: true; data: { url: string } } | { ok: false }>;
  };
  max: number;
  maxBytes: number;
  tooLarge: string;
  accept: string;
  reorder?: boolean;
  /** Said under the button once the list is full. */
  fullNote?: string;
}) {
  const { value = [], onChange, reorder } = props;
  const { message } = App.useApp();
  const full = value.length >= props.max;
  const remove = (index: number) => (
    <Button
      size="small"
      type="text"
      danger
      icon={<DeleteOutlined />}
      aria-label={`删除图片 ${index + 1}`}
      onClick={() => onChange?.(value.filter((_, i) => i !== index))}
    />
  );
  const pictures = value.map((url, index) => (
    <figure key={`${url}-${index}`}>
      <img src={url} alt={`图片 ${index + 1}`} />
      {reorder ? (
        <figcaption>
          <Button
            size="small"
            type="text"
            icon={<ArrowLeftOutlined />}
            aria-label={`图片 ${index + 1} 前移`}
            disabled={index === 0}
            onClick={() => onChange?.(moved(value, index, -1))}
          />
          <span>{index + 1}</span>
          <Button
            size="small"
            type="text"
            icon={<ArrowRightOutlined />}
            aria-label={`图片 ${index + 1} 后移`}
            disabled={index === value.length - 1}
            onClick={() => onChange?.(moved(value, index, 1))}
          />
          {remove(index)}
        </figcaption>
      ) : (
        remove(index)
      )}
    </figure>
  ));
  const add = (
    <Upload
      accept={props.accept}
      showUploadList={false}
      disabled={full}
      beforeUpload={async (file) => {
        if (file.size > props.maxBytes) void message.error(props.tooLarge);
        else {
          const body = new FormData();
          body.append('file', file, file.name);
          const result = await props.upload.run({ body });
          if (result.ok) onChange?.([...value, result.data.url]);
        }
        return Upload.LIST_IGNORE;
      }}
    >
      <Button icon={<UploadOutlined />} loading={props.upload.pending} disabled={full}>
        添加图片（{value.length}/{props.max}）
      </Button>
    </Upload>
  );
  const note: ReactNode = full && props.fullNote && <div className="admin-muted">{props.fullNote}</div>;
  return reorder ? (
    <div>
      <div className="admin-work-images">{pictures}</div>
      {add}
      {note}
    </div>
  ) : (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <div className="admin-gallery">{pictures}</div>
      {add}
      {note}
    </Space>
  );
}
