import { UploadOutlined } from '@ant-design/icons';
import { adminLessonCalls, UPLOAD_LIMITS, uploadProblem } from '@app/contract/web';
import { App, Button, Upload } from 'antd';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { outlineInvalidates } from './outline-dialogs.tsx';

/**
 * Uploads a lesson's video (the creators' video kinds and size), which the server queues for the same HLS
 * transcode every lesson video takes. The file is checked here first only to spare a long wasted upload.
 */
export function LessonVideoButton({ lessonId, hasVideo }: { lessonId: number; hasVideo: boolean }) {
  const upload = useApiMutation(adminLessonCalls.uploadVideo, {
    success: true,
    invalidates: outlineInvalidates(),
  });
  const { message } = App.useApp();
  return (
    <Upload
      accept="video/*,.mkv,.flv,.rmvb,.rm,.ts,.mpg"
      showUploadList={false}
      beforeUpload={(file) => {
        const problem = uploadProblem('video', { name: file.name, size: file.size, type: file.type });
        if (problem || file.size > UPLOAD_LIMITS.video.maxBytes)
          void message.error(problem ?? UPLOAD_LIMITS.video.sizeMessage);
        else {
          const body = new FormData();
          body.append('file', file, file.name);
          void upload.run({ params: { id: lessonId }, body });
        }
        return false;
      }}
    >
      <Button size="small" icon={<UploadOutlined />} loading={upload.pending}>
        {hasVideo ? '更换视频' : '上传视频'}
      </Button>
    </Upload>
  );
}
