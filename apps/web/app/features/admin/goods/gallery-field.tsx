import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import {
  ADMIN_GALLERY_MAX,
  ADMIN_IMAGE_MAX_BYTES,
  adminCatalogueCalls,
  adminCatalogueMessages as CM,
} from '@app/contract/web';
import { App, Button, Space, Upload } from 'antd';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';

/**
 * An ordered list of pictures (a plugin's usage pictures, a material's carousel): each uploaded through
 * the back office's image upload, removable; saved with the form.
 */
export function GalleryField({
  value = [],
  onChange,
}: {
  value?: string[];
  onChange?: (urls: string[]) => void;
}) {
  const upload = useApiMutation(adminCatalogueCalls.uploadImage, { success: true });
  const { message } = App.useApp();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <div className="admin-gallery">
        {value.map((url, index) => (
          <figure key={`${url}-${index}`}>
            <img src={url} alt={`图片 ${index + 1}`} />
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`删除图片 ${index + 1}`}
              onClick={() => onChange?.(value.filter((_, i) => i !== index))}
            />
          </figure>
        ))}
      </div>
      <Upload
        accept="image/jpeg,image/png,image/gif"
        showUploadList={false}
        disabled={value.length >= ADMIN_GALLERY_MAX}
        beforeUpload={(file) => {
          if (file.size > ADMIN_IMAGE_MAX_BYTES) void message.error(CM.imageTooLarge);
          else {
            const body = new FormData();
            body.append('file', file, file.name);
            void upload.run({ body }).then((result) => result.ok && onChange?.([...value, result.data.url]));
          }
          return false;
        }}
      >
        <Button
          icon={<UploadOutlined />}
          loading={upload.pending}
          disabled={value.length >= ADMIN_GALLERY_MAX}
        >
          添加图片（{value.length}/{ADMIN_GALLERY_MAX}）
        </Button>
      </Upload>
    </Space>
  );
}
