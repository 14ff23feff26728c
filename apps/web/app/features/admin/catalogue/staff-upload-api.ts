import { adminUploadCalls } from '@app/contract/web';
import { callApi } from '../../../shared/api/client.ts';
import type { UploadApi } from '../../../shared/upload/multipart-upload.ts';

/**
 * The shared direct uploader on the back office's calls (/api/admin/uploads): the staff session stands in
 * for the creators' /api/oss token, so the token step answers an empty one without asking the server.
 */
export const staffUploadApi: UploadApi = {
  token: async () => ({ code: 200, msg: '', data: '' }),
  open: ({ purpose, name, size, content_type }) =>
    callApi(adminUploadCalls.openUpload, { body: { purpose, name, size, content_type } }),
  status: (id) => callApi(adminUploadCalls.uploadStatus, { params: { id } }),
  sign: (id, part_numbers) => callApi(adminUploadCalls.signParts, { params: { id }, body: { part_numbers } }),
  complete: (id, parts) => callApi(adminUploadCalls.completeUpload, { params: { id }, body: { parts } }),
  abort: (id) => callApi(adminUploadCalls.abortUpload, { params: { id } }),
};
