import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idParam, requestBody, requiredText } from '../fields.ts';
import { M } from '../messages.ts';
import { ADMIN_AD_VIDEOS_MAX, ADMIN_CAPTION_PREFIX, adminPlayerMessages } from '../plain/admin-player.ts';
import { adminCourseIdParams, adminCourseSchema } from './admin-catalogue.ts';
import { adminLessonIdParams } from './admin-lessons.ts';

export * from '../plain/admin-player.ts';

/**
 * The back office's player settings (docs/spec-decisions.md "Back office"; editor and admin): a course's ads
 * as the player plays them (002 §4 / §9: start image, pre-roll video(s), pause image; VIP members see none)
 * with an on/off switch, and a lesson's WebVTT captions. Files are uploaded first (uploadAdVideo,
 * uploadCaption) into private storage and named by the save; each change is one audit row.
 */

const captionId = z.object({ id: idParam(adminPlayerMessages.captionNotFound) });

const adImage = z
  .string({ error: adminPlayerMessages.adImageInvalid })
  .trim()
  .max(300, adminPlayerMessages.adImageInvalid)
  .regex(/^\/files\/public\/[\w./-]+$/, adminPlayerMessages.adImageInvalid)
  .refine((v) => !v.includes('..'), adminPlayerMessages.adImageInvalid);
const adLink = z
  .string({ error: adminPlayerMessages.adLinkInvalid })
  .trim()
  .max(300, adminPlayerMessages.adLinkInvalid)
  .regex(/^((\/(?!\/)|https:\/\/)\S*)?$/, adminPlayerMessages.adLinkInvalid);
/** A private storage key: a staff upload (the server checks storage holds it) or the course's current one. */
const adVideo = z
  .string({ error: adminPlayerMessages.adVideoInvalid })
  .trim()
  .min(1, adminPlayerMessages.adVideoInvalid)
  .max(300, adminPlayerMessages.adVideoInvalid);
const seconds = z.coerce
  .number({ error: adminPlayerMessages.adSecondsInvalid })
  .int(adminPlayerMessages.adSecondsInvalid)
  .min(1, adminPlayerMessages.adSecondsInvalid)
  .max(120, adminPlayerMessages.adSecondsInvalid);

export const adminCourseAdsSchema = z.object({
  /** Off: the player shows none of them (the settings are kept for switching on again). */
  enabled: z.boolean(),
  start_image: z.object({ image: z.string(), link: z.string(), seconds: z.number().int() }).nullable(),
  video: z.object({ video: z.string(), link: z.string(), seconds: z.number().int() }).nullable(),
  videos: z.array(z.object({ adVideo: z.string(), adVideoLink: z.string(), seconds: z.number().int() })),
  pause_image: z.object({ image: z.string(), link: z.string() }).nullable(),
  /** Signed links of the video keys above, for previews in the form. */
  previews: z.record(z.string(), z.string()),
});
export type AdminCourseAds = z.infer<typeof adminCourseAdsSchema>;

export const adminPlayerCalls = {
  courseAds: defineCall({
    method: 'GET',
    path: '/api/admin/courses/:id/ads',
    summary: '课程的播放器广告设置（开场图片、片头视频、多段视频、暂停图片、开关）',
    tag: 'admin',
    auth: 'staff',
    params: adminCourseIdParams,
    data: adminCourseAdsSchema,
  }),
  saveCourseAds: defineCall({
    method: 'POST',
    path: '/api/admin/courses/:id/ads',
    summary: '保存课程的播放器广告（会员观看时不显示广告）',
    tag: 'admin',
    auth: 'staff',
    params: adminCourseIdParams,
    body: requestBody({
      enabled: z.boolean({ error: M.badRequest }),
      start_image: requestBody({ image: adImage, link: adLink, seconds }).nullable(),
      video: requestBody({ video: adVideo, link: adLink, seconds }).nullable(),
      videos: z
        .array(requestBody({ adVideo, adVideoLink: adLink, seconds }), { error: M.badRequest })
        .max(ADMIN_AD_VIDEOS_MAX, adminPlayerMessages.tooManyAdVideos),
      pause_image: requestBody({ image: adImage, link: adLink }).nullable(),
    }),
    data: adminCourseAdsSchema,
  }),
  uploadAdVideo: defineCall({
    method: 'POST',
    path: '/api/admin/uploads/ad-video',
    summary: '上传广告视频（multipart：file，MP4 ≤ 50MB，私有存储），答复可填入广告设置的 key',
    tag: 'admin',
    auth: 'staff',
    data: z.object({ key: z.string(), preview: z.string().describe('签名链接，供预览') }),
  }),
  uploadCaption: defineCall({
    method: 'POST',
    path: '/api/admin/uploads/caption',
    summary: '上传字幕文件（multipart：file，WebVTT ≤ 512KB，私有存储），答复可填入字幕的 key',
    tag: 'admin',
    auth: 'staff',
    data: z.object({ key: z.string(), name: z.string() }),
  }),
  createCaption: defineCall({
    method: 'POST',
    path: '/api/admin/lessons/:id/captions',
    summary: '给课时添加字幕：语言代码、名称、是否默认（设为默认时取消其他字幕的默认）',
    tag: 'admin',
    auth: 'staff',
    params: adminLessonIdParams,
    body: requestBody({
      lang: z
        .string({ error: adminPlayerMessages.captionLangInvalid })
        .trim()
        .max(16, adminPlayerMessages.captionLangInvalid)
        .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/, adminPlayerMessages.captionLangInvalid),
      label: requiredText(
        adminPlayerMessages.captionLabelRequired,
        30,
        adminPlayerMessages.captionLabelTooLong,
      ),
      is_default: z.boolean({ error: M.badRequest }),
      file_key: z
        .string({ error: adminPlayerMessages.captionFileInvalid })
        .trim()
        .max(300, adminPlayerMessages.captionFileInvalid)
        .refine((k) => k.startsWith(ADMIN_CAPTION_PREFIX), adminPlayerMessages.captionFileInvalid),
    }),
    data: adminCourseSchema,
  }),
  deleteCaption: defineCall({
    method: 'DELETE',
    path: '/api/admin/captions/:id',
    summary: '删除字幕',
    tag: 'admin',
    auth: 'staff',
    params: captionId,
    data: adminCourseSchema,
  }),
};
