import { UploadOutlined } from '@ant-design/icons';
import { ADMIN_IMAGE_MAX_BYTES, adminCatalogueCalls, adminCatalogueMessages as CM } from '@app/contract/web';
import { App, Button, Space, Upload } from 'antd';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';

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
  const upload = useApiMutation(adminCatalogueCalls.uploadImage, {});
  const { message } = App.useApp();
  return (
    <Space wrap>
      {value && <img className="admin-marker-cover" src={value} alt={alt} />}
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
        <Button size="small" icon={<UploadOutlined />} loading={upload.pending}>
          {value ? '更换图片' : '上传图片'}
        </Button>
      </Upload>
      {value && (
        <Button size="small" type="link" danger onClick={() => onChange?.('')}>
          移除图片
        </Button>
      )}
    </Space>
  );
}
