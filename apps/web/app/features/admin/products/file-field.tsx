import { UploadOutlined } from '@ant-design/icons';
import { ADMIN_FILE_MAX_BYTES, adminProductCalls, adminProductMessages } from '@app/contract/web';
import { App, Button, Space, Typography, Upload } from 'antd';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';

/** Bytes as staff read them: KB, MB or GB with one decimal. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}

/** The file name at the end of a storage key. */
export const fileNameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/**
 * A download file (form value: its private storage key). Choosing a file uploads it at once; the plugin or
 * material names it only when its form is saved.
 */
export function FileField(props: {
  value?: string;
  onChange?: (key: string) => void;
  size?: number;
  clearable?: boolean;
}) {
  const upload = useApiMutation(adminProductCalls.uploadFile, { success: true });
  const { message } = App.useApp();
  const { value } = props;
  return (
    <Space wrap>
      {value ? (
        <Typography.Text code>
          {fileNameOf(value)}
          {props.size ? `（${fileSizeText(props.size)}）` : ''}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">未上传文件</Typography.Text>
      )}
      <Upload
        showUploadList={false}
        beforeUpload={(file) => {
          if (file.size > ADMIN_FILE_MAX_BYTES) void message.error(adminProductMessages.fileTooLarge);
          else {
            const body = new FormData();
            body.append('file', file, file.name);
            void upload.run({ body }).then((result) => result.ok && props.onChange?.(result.data.key));
          }
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.pending}>
          {value ? '更换文件' : '上传文件'}
        </Button>
      </Upload>
      {value && props.clearable && (
        <Button type="link" danger onClick={() => props.onChange?.('')}>
          移除文件
        </Button>
      )}
    </Space>
  );
}
