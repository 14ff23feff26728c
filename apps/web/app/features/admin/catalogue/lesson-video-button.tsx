import { adminLessonCalls } from '@app/contract/web';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { FileUpload } from '../../../shared/upload/file-upload.tsx';
import { outlineInvalidates } from './outline-dialogs.tsx';
import { staffUploadApi } from './staff-upload-api.ts';

/**
 * Uploads a lesson's video the way creators upload theirs: straight from the browser to object storage in
 * parts, with progress, speed, resume and cancel (shared/upload). Once storage holds the whole file, the
 * lesson names it and the server queues the same HLS transcode every lesson video takes.
 */
export function LessonVideoButton({ lessonId, hasVideo }: { lessonId: number; hasVideo: boolean }) {
  const attach = useApiMutation(adminLessonCalls.attachVideo, {
    success: true,
    invalidates: outlineInvalidates(),
  });
  return (
    <span className="admin-lesson-video" data-lesson-video={lessonId}>
      <FileUpload
        api={staffUploadApi}
        purpose="video"
        size="small"
        label={attach.pending ? '正在保存…' : hasVideo ? '更换视频' : '上传视频'}
        onChange={(file) => {
          if (file) void attach.run({ params: { id: lessonId }, body: { key: file.key } });
        }}
      />
    </span>
  );
}
