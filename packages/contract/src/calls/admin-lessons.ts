import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idParam, requestBody, requiredText } from '../fields.ts';
import { M } from '../messages.ts';
import { adminLessonMessages } from '../plain/admin-lessons.ts';
import { adminCourseIdParams, adminCourseSchema } from './admin-catalogue.ts';

export * from '../plain/admin-lessons.ts';

/**
 * The back office's course outline (docs/spec-decisions.md "Back office"; editor and admin): chapters and
 * lessons of a course, their order, and each lesson's video (uploaded, then transcoded by the media
 * pipeline). Every call answers the whole course as the edit page shows it; each change is one audit row.
 */

const chapterName = requiredText(
  adminLessonMessages.chapterNameRequired,
  100,
  adminLessonMessages.chapterNameTooLong,
);
/** Chapter and lesson ids in an admin path, shared with the outline's extras and the player settings. */
export const adminChapterIdParams = z.object({ id: idParam(adminLessonMessages.chapterNotFound) });
export const adminLessonIdParams = z.object({ id: idParam(adminLessonMessages.lessonNotFound) });

const lessonFields = {
  name: requiredText(adminLessonMessages.lessonNameRequired, 100, adminLessonMessages.lessonNameTooLong),
  is_first: z.boolean({ error: M.badRequest }),
  /** Seconds; replaced by the video's real length once its transcode is ready. */
  duration: z.coerce
    .number({ error: adminLessonMessages.durationInvalid })
    .int(adminLessonMessages.durationInvalid)
    .min(0, adminLessonMessages.durationInvalid)
    .max(86_400, adminLessonMessages.durationInvalid),
};

const ids = z.array(z.number({ error: M.badRequest }).int().positive(), { error: M.badRequest }).max(2000);

export const adminLessonCalls = {
  createChapter: defineCall({
    method: 'POST',
    path: '/api/admin/courses/:id/chapters',
    summary: '新建章节（排在最后）',
    tag: 'admin',
    auth: 'staff',
    params: adminCourseIdParams,
    body: requestBody({ name: chapterName }),
    data: adminCourseSchema,
  }),
  renameChapter: defineCall({
    method: 'POST',
    path: '/api/admin/chapters/:id',
    summary: '修改章节名称',
    tag: 'admin',
    auth: 'staff',
    params: adminChapterIdParams,
    body: requestBody({ name: chapterName }),
    data: adminCourseSchema,
  }),
  deleteChapter: defineCall({
    method: 'DELETE',
    path: '/api/admin/chapters/:id',
    summary: '删除章节（章节下还有课时时拒绝）',
    tag: 'admin',
    auth: 'staff',
    params: adminChapterIdParams,
    data: adminCourseSchema,
  }),
  reorder: defineCall({
    method: 'POST',
    path: '/api/admin/courses/:id/outline',
    summary: '调整章节与课时的顺序（可把课时移到其他章节）：按新顺序列出课程的全部章节及其课时',
    tag: 'admin',
    auth: 'staff',
    params: adminCourseIdParams,
    body: requestBody({
      chapters: z
        .array(requestBody({ id: z.number({ error: M.badRequest }).int().positive(), lessons: ids }), {
          error: M.badRequest,
        })
        .max(500),
    }),
    data: adminCourseSchema,
  }),
  createLesson: defineCall({
    method: 'POST',
    path: '/api/admin/chapters/:id/lessons',
    summary: '在章节末尾新建课时：名称、免费试看、时长（秒）',
    tag: 'admin',
    auth: 'staff',
    params: adminChapterIdParams,
    body: requestBody(lessonFields),
    data: adminCourseSchema,
  }),
  updateLesson: defineCall({
    method: 'POST',
    path: '/api/admin/lessons/:id',
    summary: '修改课时：名称、免费试看、时长（秒）',
    tag: 'admin',
    auth: 'staff',
    params: adminLessonIdParams,
    body: requestBody(lessonFields),
    data: adminCourseSchema,
  }),
  deleteLesson: defineCall({
    method: 'DELETE',
    path: '/api/admin/lessons/:id',
    summary: '删除课时（学员在该课时的学习记录一并删除；课程的其他课时与已购买的权益不受影响）',
    tag: 'admin',
    auth: 'staff',
    params: adminLessonIdParams,
    data: adminCourseSchema,
  }),
  attachVideo: defineCall({
    method: 'POST',
    path: '/api/admin/lessons/:id/video',
    summary:
      '设置课时视频：key 为本人已完成的视频直传（/api/admin/uploads），排队转码；换视频时新视频转码完成前仍播放原视频',
    tag: 'admin',
    auth: 'staff',
    params: adminLessonIdParams,
    body: requestBody({
      key: z
        .string({ error: adminLessonMessages.videoMissing })
        .trim()
        .min(1, adminLessonMessages.videoMissing)
        .max(1000, adminLessonMessages.videoNotUploaded),
    }),
    data: adminCourseSchema,
  }),
};
