import type { ComponentProps } from 'react';
import { FileUpload as DirectUpload, type UploadedFile } from '../../shared/upload/file-upload.tsx';
import { uploadApi } from './creator-upload-api.ts';

export type { UploadedFile };

/** The shared direct uploader on the creators' calls (/api/oss/multipart, with the member's token). */
export function FileUpload(props: Omit<ComponentProps<typeof DirectUpload>, 'api'>) {
  return <DirectUpload api={uploadApi} {...props} />;
}
