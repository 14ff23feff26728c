import { Button, Space } from 'antd';
import { ImageUploadButton } from './image-upload-button.tsx';

/**
 * A picture on this site (form value: its '/files/public/…' address; '' for none), set only by uploading
 * through the back office's image upload, so a marker popup or an ad never loads an outside picture.
 */
export function PublicPictureField({
  value,
  onChange,
  alt,
}: {
  value?: string;
  onChange?: (url: string) => void;
  alt: string;
}) {
  return (
    <Space wrap>
      {value && <img className="admin-marker-cover" src={value} alt={alt} />}
      <ImageUploadButton size="small" onUploaded={(url) => onChange?.(url)}>
        {value ? '更换图片' : '上传图片'}
      </ImageUploadButton>
      {value && (
        <Button size="small" type="link" danger onClick={() => onChange?.('')}>
          移除图片
        </Button>
      )}
    </Space>
  );
}
