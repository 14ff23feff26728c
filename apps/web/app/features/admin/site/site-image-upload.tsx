import { UploadOutlined } from '@ant-design/icons';
import { adminSiteCalls, SITE_IMAGE_MAX_BYTES, siteMessages } from '@app/contract/web';
import { App, Button, Space, Upload } from 'antd';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';

/**
 * Uploads one JPG/PNG (≤ 2 MB) through the back office's image call (the server checks the bytes and stores
 * it through the storage interface) and hands back its URL; shows the current image.
 */
export function SiteImageUpload({
  value,
  onChange,
  label = '上传图片',
  previewWidth = 240,
  ratio = '16 / 9',
}: {
  value?: string;
  onChange?: (url: string) => void;
  label?: string;
  previewWidth?: number;
  /** The preview's aspect ratio: a cover is 16:9, a banner slide 4:1. */
  ratio?: string;
}) {
  const { message } = App.useApp();
  const upload = useApiMutation(adminSiteCalls.uploadImage);
  return (
    <Space orientation="vertical" size={8}>
      {value && (
        <img
          src={value}
          alt="已上传的图片"
          className="admin-site-image"
          style={{ width: previewWidth, maxWidth: '100%', aspectRatio: ratio }}
        />
      )}
      <Upload
        accept="image/jpeg,image/png"
        showUploadList={false}
        beforeUpload={async (file) => {
          if (file.size > SITE_IMAGE_MAX_BYTES) {
            message.error(siteMessages.imageTooLarge);
            return Upload.LIST_IGNORE;
          }
          const body = new FormData();
          body.append('file', file, file.name);
          const result = await upload.run({ body });
          if (result.ok) onChange?.(result.data.url);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.pending}>
          {value ? '更换图片' : label}
        </Button>
      </Upload>
    </Space>
  );
}
