import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idParam, requestBody, requiredText } from '../fields.ts';
import { M } from '../messages.ts';
import { ADMIN_FILE_PREFIX } from '../plain/admin-products.ts';
import { adminOutlineMessages } from '../plain/admin-outline.ts';
import { adminCourseSchema } from './admin-catalogue.ts';
import { adminChapterIdParams, adminLessonIdParams } from './admin-lessons.ts';

export * from '../plain/admin-outline.ts';

/**
 * The back office's outline extras (docs/spec-decisions.md "Back office"; editor and admin): lock a chapter
 * or a lesson (000 §2: shown with a lock, never played online), a chapter's downloadable attachments (files
 * uploaded first through adminProductCalls.uploadFile into private storage) and a lesson's progress markers
 * (002 §3). Every call answers the whole course as the edit page shows it; each change is one audit row.
 */

const attachmentId = z.object({ id: idParam(adminOutlineMessages.attachmentNotFound) });
const markerId = z.object({ id: idParam(adminOutlineMessages.markerNotFound) });

const lockBody = requestBody({ locked: z.boolean({ error: M.badRequest }) });
const attachmentName = requiredText(
  adminOutlineMessages.attachmentNameRequired,
  100,
  adminOutlineMessages.attachmentNameTooLong,
);

const markerBody = requestBody({
  /** Seconds into the lesson; the server refuses a time beyond the lesson's length. */
  offset: z.coerce
    .number({ error: adminOutlineMessages.markerTimeInvalid })
    .int(adminOutlineMessages.markerTimeInvalid)
    .min(0, adminOutlineMessages.markerTimeInvalid)
    .max(86_400, adminOutlineMessages.markerTimeInvalid),
  title: requiredText(adminOutlineMessages.markerTitleRequired, 60, adminOutlineMessages.markerTitleTooLong),
  describe: z
    .string({ error: M.badRequest })
    .trim()
    .max(200, adminOutlineMessages.markerDescribeTooLong)
    .optional()
    .default(''),
  /** '' or a picture on this site: uploaded through adminCatalogueCalls.uploadImage, or the demo's. */
  cover: z
    .string({ error: adminOutlineMessages.markerCoverInvalid })
    .trim()
    .max(300, adminOutlineMessages.markerCoverInvalid)
    .regex(/^(\/files\/public\/[\w./-]+)?$/, adminOutlineMessages.markerCoverInvalid)
    .refine((v) => !v.includes('..'), adminOutlineMessages.markerCoverInvalid)
    .optional()
    .default(''),
});

export const adminOutlineCalls = {
  setChapterLock: defineCall({
    method: 'POST',
    path: '/api/admin/chapters/:id/lock',
    summary: '锁定或解锁章节（锁定后章节下全部课时不可在线播放，课程页显示锁）',
    tag: 'admin',
    auth: 'staff',
    params: adminChapterIdParams,
    body: lockBody,
    data: adminCourseSchema,
  }),
  setLessonLock: defineCall({
    method: 'POST',
    path: '/api/admin/lessons/:id/lock',
    summary: '锁定或解锁课时（锁定后购买者也不能在线播放）',
    tag: 'admin',
    auth: 'staff',
    params: adminLessonIdParams,
    body: lockBody,
    data: adminCourseSchema,
  }),
  createAttachment: defineCall({
    method: 'POST',
    path: '/api/admin/chapters/:id/attachments',
    summary: '给章节添加附件（文件先经 uploadFile 上传到私有存储），排在最后；购买者可下载',
    tag: 'admin',
    auth: 'staff',
    params: adminChapterIdParams,
    body: requestBody({
      name: attachmentName,
      file_key: z
        .string({ error: adminOutlineMessages.attachmentFileMissing })
        .trim()
        .min(1, adminOutlineMessages.attachmentFileMissing)
        .max(300, adminOutlineMessages.attachmentFileMissing)
        .refine((k) => k.startsWith(ADMIN_FILE_PREFIX), adminOutlineMessages.attachmentFileMissing),
    }),
    data: adminCourseSchema,
  }),
  renameAttachment: defineCall({
    method: 'POST',
    path: '/api/admin/attachments/:id',
    summary: '修改附件名称',
    tag: 'admin',
    auth: 'staff',
    params: attachmentId,
    body: requestBody({ name: attachmentName }),
    data: adminCourseSchema,
  }),
  deleteAttachment: defineCall({
    method: 'DELETE',
    path: '/api/admin/attachments/:id',
    summary: '删除附件',
    tag: 'admin',
    auth: 'staff',
    params: attachmentId,
    data: adminCourseSchema,
  }),
  reorderAttachments: defineCall({
    method: 'POST',
    path: '/api/admin/chapters/:id/attachments/order',
    summary: '调整章节附件的顺序：按新顺序列出该章节的全部附件',
    tag: 'admin',
    auth: 'staff',
    params: adminChapterIdParams,
    body: requestBody({
      ids: z.array(z.number({ error: M.badRequest }).int().positive(), { error: M.badRequest }).max(100),
    }),
    data: adminCourseSchema,
  }),
  createMarker: defineCall({
    method: 'POST',
    path: '/api/admin/lessons/:id/markers',
    summary: '给课时添加打点：时间（秒，不超过课时时长）、标题、说明、可选图片',
    tag: 'admin',
    auth: 'staff',
    params: adminLessonIdParams,
    body: markerBody,
    data: adminCourseSchema,
  }),
  updateMarker: defineCall({
    method: 'POST',
    path: '/api/admin/markers/:id',
    summary: '修改打点',
    tag: 'admin',
    auth: 'staff',
    params: markerId,
    body: markerBody,
    data: adminCourseSchema,
  }),
  deleteMarker: defineCall({
    method: 'DELETE',
    path: '/api/admin/markers/:id',
    summary: '删除打点',
    tag: 'admin',
    auth: 'staff',
    params: markerId,
    data: adminCourseSchema,
  }),
};
