import { z } from 'zod';
import { defineCall } from '../call.ts';
import { requestBody } from '../fields.ts';
import {
  completedState,
  completePartsBody,
  multipartState,
  openUploadFields,
  signedParts,
  signPartsBody,
  uploadIdParams,
} from './direct-upload-shapes.ts';

/**
 * The back office's direct uploads (docs/spec-decisions.md "Back office: staff direct upload"): the same
 * multipart upload the creators' /api/oss/multipart opens, owned by the signed-in staff account; the
 * browser sends the parts straight to object storage. A finished upload's key is then named by the call
 * that uses it (a lesson's video: adminLessonCalls.attachVideo). Editor and admin.
 */
export const adminUploadCalls = {
  openUpload: defineCall({
    method: 'POST',
    path: '/api/admin/uploads',
    summary: '开始一次分片直传（员工）：检查文件类型与大小，返回分片计划；文件直接上传到对象存储，不经过 API',
    tag: 'admin',
    auth: 'staff',
    body: requestBody(openUploadFields),
    data: multipartState,
  }),
  signParts: defineCall({
    method: 'POST',
    path: '/api/admin/uploads/:id/parts',
    summary: '为本人上传的若干分片签发 15 分钟有效的上传地址（PUT）',
    tag: 'admin',
    auth: 'staff',
    params: uploadIdParams,
    body: signPartsBody,
    data: signedParts,
  }),
  uploadStatus: defineCall({
    method: 'GET',
    path: '/api/admin/uploads/:id',
    summary: '本人分片上传的进度（断点续传：已上传的分片）',
    tag: 'admin',
    auth: 'staff',
    params: uploadIdParams,
    data: multipartState,
  }),
  completeUpload: defineCall({
    method: 'POST',
    path: '/api/admin/uploads/:id/complete',
    summary: '完成分片上传：核对每个分片的 ETag 与文件大小',
    tag: 'admin',
    auth: 'staff',
    params: uploadIdParams,
    body: completePartsBody,
    data: completedState,
  }),
  abortUpload: defineCall({
    method: 'DELETE',
    path: '/api/admin/uploads/:id',
    summary: '取消分片上传并清理已上传的分片',
    tag: 'admin',
    auth: 'staff',
    params: uploadIdParams,
    data: z.null(),
  }),
};
