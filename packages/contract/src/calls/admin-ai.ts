import { z } from 'zod';
import { defineCall } from '../call.ts';
import { chinaDateTime, idParam, optionalText, requestBody, requiredText } from '../fields.ts';
import { M } from '../messages.ts';
import { AI_PLUG_FILE_TYPES, adminAiMessages, GALLERY_IMAGES_MAX } from '../plain/admin-ai.ts';
import { adminKeywords, adminPage } from './admin.ts';

export * from '../plain/admin-ai.ts';

/**
 * The back office's AI area content (docs/spec-decisions.md "Back office"; editor and admin, area 'site'):
 * the works gallery (002 §3 Gallery) and the one AI plugin page (002 §3 AI plugin info). Pictures come from
 * the site image upload, plugin files from the staff file upload (private storage); every change is audited.
 */

/** A picture's address: one on this site ('/files/public/…') or an http(s) address (the demo's works). */
const imageUrl = (msg: string) =>
  z
    .string({ error: msg })
    .trim()
    .max(500, msg)
    .regex(/^(\/files\/public\/[\w\-./]+|https?:\/\/\S+)$/, msg)
    .refine((v) => !v.includes('..'), msg);

export const adminGalleryWorkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  desc: z.string(),
  cate_id: z.number().int(),
  cate_name: z.string(),
  cover: z.string(),
  images: z.array(z.string()),
  author_name: z.string(),
  author_avatar: z.string(),
  like_count: z.number().int(),
  created_at: chinaDateTime,
});
export type AdminGalleryWork = z.infer<typeof adminGalleryWorkSchema>;

const galleryFields = {
  title: requiredText(adminAiMessages.titleRequired, 100, adminAiMessages.titleTooLong),
  desc: optionalText(500, adminAiMessages.descTooLong),
  cate_id: idParam(adminAiMessages.cateRequired),
  cover: imageUrl(adminAiMessages.coverRequired),
  images: z
    .array(imageUrl(adminAiMessages.imageInvalid), { error: M.badRequest })
    .max(GALLERY_IMAGES_MAX, adminAiMessages.tooManyImages)
    .optional()
    .default([]),
  author_name: optionalText(50, adminAiMessages.authorTooLong),
  author_avatar: z
    .union([z.literal(''), imageUrl(adminAiMessages.avatarInvalid)])
    .optional()
    .default(''),
};
export type AdminGalleryInput = z.output<z.ZodObject<typeof galleryFields>>;

const workId = z.object({ id: idParam(adminAiMessages.workNotFound) });

export const adminAiPlugFileSchema = z.object({
  id: z.number().int(),
  type: z.enum(AI_PLUG_FILE_TYPES),
  version_code: z.string(),
  platform: z.string(),
  file_key: z.string(),
  created_at: chinaDateTime,
});
export type AdminAiPlugFile = z.infer<typeof adminAiPlugFileSchema>;

export const adminAiPlugSchema = z.object({
  images: z.string(),
  link: z.string(),
  download_package: z.number().int(),
  download_manual: z.number().int(),
  files: z.array(adminAiPlugFileSchema),
});
export type AdminAiPlug = z.infer<typeof adminAiPlugSchema>;

export const adminAiCalls = {
  galleryList: defineCall({
    method: 'GET',
    path: '/api/admin/ai/gallery',
    summary: 'AI 作品集列表（标题搜索；分类筛选；新作品在前）',
    tag: 'admin',
    auth: 'staff',
    query: z.object({
      ...adminPage,
      keywords: adminKeywords,
      cate_id: z.coerce.number({ error: M.badRequest }).int(M.badRequest).min(0).optional().default(0),
    }),
    data: z.object({ list: z.array(adminGalleryWorkSchema), total: z.number().int() }),
  }),
  galleryWork: defineCall({
    method: 'GET',
    path: '/api/admin/ai/gallery/:id',
    summary: 'AI 作品详情（编辑用）',
    tag: 'admin',
    auth: 'staff',
    params: workId,
    data: adminGalleryWorkSchema,
  }),
  galleryCreate: defineCall({
    method: 'POST',
    path: '/api/admin/ai/gallery',
    summary: '新建 AI 作品（封面、图片来自站点图片上传）',
    tag: 'admin',
    auth: 'staff',
    body: requestBody(galleryFields),
    data: adminGalleryWorkSchema,
  }),
  galleryUpdate: defineCall({
    method: 'POST',
    path: '/api/admin/ai/gallery/:id',
    summary: '编辑 AI 作品',
    tag: 'admin',
    auth: 'staff',
    params: workId,
    body: requestBody(galleryFields),
    data: adminGalleryWorkSchema,
  }),
  galleryDelete: defineCall({
    method: 'POST',
    path: '/api/admin/ai/gallery/:id/delete',
    summary: '删除 AI 作品（连同它的点赞）',
    tag: 'admin',
    auth: 'staff',
    params: workId,
    data: z.null(),
  }),
  plug: defineCall({
    method: 'GET',
    path: '/api/admin/ai/plug',
    summary: 'AI 插件介绍（封面、视频地址、安装包与安装说明文件）',
    tag: 'admin',
    auth: 'staff',
    data: adminAiPlugSchema,
  }),
  savePlug: defineCall({
    method: 'POST',
    path: '/api/admin/ai/plug',
    summary: '保存 AI 插件介绍的封面与视频地址',
    tag: 'admin',
    auth: 'staff',
    body: requestBody({
      images: z
        .union([z.literal(''), imageUrl(adminAiMessages.plugImageInvalid)])
        .optional()
        .default(''),
      link: z
        .string({ error: adminAiMessages.plugLinkInvalid })
        .trim()
        .max(500, adminAiMessages.plugLinkInvalid)
        .regex(/^(\/(?!\/)\S*|https?:\/\/\S+)?$/, adminAiMessages.plugLinkInvalid),
    }),
    data: adminAiPlugSchema,
  }),
  addPlugFile: defineCall({
    method: 'POST',
    path: '/api/admin/ai/plug/files',
    summary: '添加 AI 插件的安装包或安装说明（文件先经 uploadFile 上传到私有存储）',
    tag: 'admin',
    auth: 'staff',
    body: requestBody({
      type: z.enum(AI_PLUG_FILE_TYPES, { error: adminAiMessages.fileTypeInvalid }),
      version_code: requiredText(adminAiMessages.versionRequired, 32, adminAiMessages.versionTooLong),
      platform: optionalText(32, adminAiMessages.platformTooLong),
      file_key: requiredText(adminAiMessages.fileNotFound, 1024, adminAiMessages.fileNotFound),
    }),
    data: adminAiPlugSchema,
  }),
  deletePlugFile: defineCall({
    method: 'POST',
    path: '/api/admin/ai/plug/files/:id/delete',
    summary: '删除 AI 插件的一个文件（前台不再列出；存储中的文件保留，审计记录其 key）',
    tag: 'admin',
    auth: 'staff',
    params: z.object({ id: idParam(adminAiMessages.fileNotFound) }),
    data: adminAiPlugSchema,
  }),
};
