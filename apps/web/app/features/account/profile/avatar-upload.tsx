import { CameraOutlined, LoadingOutlined, UserOutlined } from '@ant-design/icons';
import { accountCalls } from '@app/contract/web';
import { App, Avatar, Upload } from 'antd';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { patchMe } from '../../../shared/session/use-me.ts';
import { avatarFileError } from './avatar-file.ts';

/**
 * Avatar upload (001 §2.3, §7): checked here (JPG, < 2MB), sent as multipart field 'file' to POST
 * /api/upload, then saved with update {type:'avatar', value:'/'+filename}; the stored user follows.
 */
export function AvatarUpload({ avatar, size = 96 }: { avatar: string; size?: number }) {
  const { message } = App.useApp();
  const uploadAvatar = useApiMutation(accountCalls.uploadImage);
  const update = useApiMutation(accountCalls.update, { success: true });
  const uploading = uploadAvatar.pending || update.pending;

  async function upload(file: File) {
    const form = new FormData();
    form.append('file', file);
    const uploaded = await uploadAvatar.run({ body: form });
    if (!uploaded.ok) return;
    const value = `/${uploaded.data.filename}`;
    const saved = await update.run({ body: { type: 'avatar', value } });
    if (saved.ok) patchMe({ avatar: value });
  }

  return (
    <Upload
      accept=".jpg,.jpeg,image/jpeg"
      showUploadList={false}
      disabled={uploading}
      beforeUpload={(file) => {
        const error = avatarFileError(file);
        if (error) message.error(error);
        else void upload(file);
        // upload() above does the request; antd neither sends nor lists the file.
        return Upload.LIST_IGNORE;
      }}
    >
      <div className="uc-avatar" style={{ width: size, height: size }} title="点击更换头像">
        <Avatar size={size} src={avatar || undefined} icon={<UserOutlined />} />
        <span className="uc-avatar-mask">{uploading ? <LoadingOutlined /> : <CameraOutlined />}</span>
      </div>
    </Upload>
  );
}
