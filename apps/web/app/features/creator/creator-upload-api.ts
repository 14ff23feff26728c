import { creatorCalls } from '@app/contract/web';
import { callApi } from '../../shared/api/client.ts';
import type { UploadApi } from '../../shared/upload/multipart-upload.ts';

/** The uploader's API through the contract's calls (the session header and 4001 handling included). */
export const uploadApi: UploadApi = {
  token: async () => {
    const answer = await callApi(creatorCalls.oss);
    return { ...answer, data: answer.data?.upload_token ?? null };
  },
  open: (body) => callApi(creatorCalls.multipartCreate, { body }),
  status: (id) => callApi(creatorCalls.multipartStatus, { params: { id } }),
  sign: (id, part_numbers) =>
    callApi(creatorCalls.multipartParts, { params: { id }, body: { part_numbers } }),
  complete: (id, parts) => callApi(creatorCalls.multipartComplete, { params: { id }, body: { parts } }),
  abort: (id) => callApi(creatorCalls.multipartAbort, { params: { id } }),
};
