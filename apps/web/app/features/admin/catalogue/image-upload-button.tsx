import { UploadOutlined } from '@ant-design/icons';
import { ADMIN_IMAGE_MAX_BYTES, adminCatalogueCalls, adminCatalogueMessages } from '@app/contract/web';
import { App, Button, Upload } from 'antd';
import type { ReactNode } from 'react';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';

/**
 * Uploads a picture through the back office's image upload (public storage; JPG / PNG / GIF, the size
 * checked here first to spare a wasted upload) and hands back its '/files/public/…' address.
 */
export function ImageUploadButton({
  onUploaded,
  children,
  size,
}: {
  onUploaded: (url: string) => void;
  children: ReactNode;
  size?: 'small';
}) {
  const upload = useApiMutation(adminCatalogueCalls.uploadImage, { success: true });
  const { message } = App.useApp();
  return (
    <Upload
      accept="image/jpeg,image/png,image/gif"
      showUploadList={false}
      beforeUpload={(file) => {
        if (file.size > ADMIN_IMAGE_MAX_BYTES) void message.error(adminCatalogueMessages.imageTooLarge);
        else {
          const body = new FormData();
          body.append('file', file, file.name);
          void upload.run({ body }).then((result) => result.ok && onUploaded(result.data.url));
        }
        return false;
      }}
    >
      <Button size={size} icon={<UploadOutlined />} loading={upload.pending}>
        {children}
      </Button>
    </Upload>
  );
}
