import { PlusOutlined } from '@ant-design/icons';
import { App, Image, Upload, type UploadFile } from 'antd';
import { useEffect, useState } from 'react';

const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'];
const IMAGE_MAX_BYTES = 20 * 1024 * 1024;

export interface IdCardPictureProps {
  label: string;
  value?: File | null;
  onChange?: (file: File | null) => void;
}

/**
 * One ID-card picture with a preview (001 §2.4). The picture stays in this browser tab: nothing is
 * uploaded because certification is not connected to the server. Type and size follow 001 §5 images.
 */
export function IdCardPicture({ label, value, onChange }: IdCardPictureProps) {
  const { message } = App.useApp();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);

  useEffect(() => {
    if (!value) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const fileList: UploadFile[] =
    value && previewUrl
      ? [{ uid: '1', name: value.name, status: 'done', url: previewUrl, thumbUrl: previewUrl }]
      : [];

  return (
    <div className="uc-idcard">
      <Upload
        listType="picture-card"
        accept={IMAGE_TYPES.join(',')}
        fileList={fileList}
        maxCount={1}
        beforeUpload={(file) => {
          if (!IMAGE_TYPES.includes(file.type))
            message.error('上传图片只能是 image/jpeg,image/jpg,image/png,image/gif 格式!');
          else if (file.size >= IMAGE_MAX_BYTES) message.error('上传图片大小不能超过 20M');
          else onChange?.(file);
          return Upload.LIST_IGNORE;
        }}
        onRemove={() => onChange?.(null)}
        onPreview={() => setPreviewOpen(true)}
      >
        {value ? null : (
          <div>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{label}</div>
          </div>
        )}
      </Upload>
      {previewUrl ? (
        <Image
          src={previewUrl}
          alt={label}
          style={{ display: 'none' }}
          preview={{ open: previewOpen, onOpenChange: setPreviewOpen }}
        />
      ) : null}
    </div>
  );
}
