import { UploadOutlined } from '@ant-design/icons';
import { ADMIN_IMAGE_MAX_BYTES, adminCatalogueCalls, adminCatalogueMessages as CM } from '@app/contract/web';
import { App, Button, Input, Space, Upload } from 'antd';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';

/**
 * A cover: the picture's address (a form value), set by uploading a picture through the back office's
 * image upload (stored by the server's storage), or typed when the picture is already on the site.
 */
export function CoverField({ value, onChange }: { value?: string; onChange?: (url: string) => void }) {
  const upload = useApiMutation(adminCatalogueCalls.uploadImage, { success: true });
  const { message } = App.useApp();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value && <img className="admin-course-cover" src={value} alt="封面预览" />}
      <Space wrap>
        <Upload
          accept="image/jpeg,image/png,image/gif"
          showUploadList={false}
          beforeUpload={(file) => {
            if (file.size > ADMIN_IMAGE_MAX_BYTES) void message.error(CM.imageTooLarge);
            else {
              const body = new FormData();
              body.append('file', file, file.name);
              void upload.run({ body }).then((result) => result.ok && onChange?.(result.data.url));
            }
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.pending}>
            上传封面
          </Button>
        </Upload>
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
