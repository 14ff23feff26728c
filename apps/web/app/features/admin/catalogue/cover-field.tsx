import { Input, Space } from 'antd';
import { ImageUploadButton } from './image-upload-button.tsx';

/**
 * A cover: the picture's address (a form value), set by uploading a picture through the back office's
 * image upload (stored by the server's storage), or typed when the picture is already on the site.
 */
export function CoverField({ value, onChange }: { value?: string; onChange?: (url: string) => void }) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value && <img className="admin-course-cover" src={value} alt="封面预览" />}
      <Space wrap>
        <ImageUploadButton onUploaded={(url) => onChange?.(url)}>上传封面</ImageUploadButton>
        <Input
          aria-label="封面地址"
          value={value}
          placeholder="/files/public/…"
          maxLength={500}
          onChange={(e) => onChange?.(e.target.value)}
          style={{ width: 320, maxWidth: '100%' }}
        />
      </Space>
    </Space>
  );
}
