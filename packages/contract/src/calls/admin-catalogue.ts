import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idParam, optionalText, requestBody, requiredText } from '../fields.ts';
import { M } from '../messages.ts';
import {
  ADMIN_CATEGORY_KINDS,
  ADMIN_COURSE_STATES,
  adminCatalogueMessages,
} from '../plain/admin-catalogue.ts';
import { adminKeywords, adminPage } from './admin.ts';

export * from '../plain/admin-catalogue.ts';

/**
 * The back office's catalogue (docs/spec-decisions.md "Back office"; editor and admin): the course / plugin /
 * material category trees, and the courses themselves (fields the public pages show, shelf state). Each
 * change is audited.
 */

const kindField = z.enum(ADMIN_CATEGORY_KINDS, { error: '请选择分类类型' });
const sortField = z.coerce
  .number({ error: '排序需为 0–9999 的整数' })
  .int('排序需为 0–9999 的整数')
  .min(0, '排序需为 0–9999 的整数')
  .max(9999, '排序需为 0–9999 的整数');
const categoryName = requiredText(
  adminCatalogueMessages.categoryNameRequired,
  20,
  adminCatalogueMessages.categoryNameTooLong,
);

export const adminCategorySchema = z.object({
  id: z.number().int(),
  kind: kindField,
  name: z.string(),
  parent_id: z.number().int(),
  level: z.number().int(),
  sort: z.number().int(),
  hidden: z.boolean(),
  /** 'tenant' = shown but not selectable by creators (001 §3). */
  alias: z.string(),
  /** Products and creator submissions filed directly under it. */
  items: z.number().int(),
  children: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

const categoryId = z.object({ id: idParam(adminCatalogueMessages.categoryNotFound) });

/** 光子 as staff type them: up to 99 999, two decimals at most. */
const photonPrice = z
  .union([z.string(), z.number()], { error: adminCatalogueMessages.priceInvalid })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,5}(\.\d{1,2})?$/.test(v), adminCatalogueMessages.priceInvalid);

export const adminCourseRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  images: z.string(),
  cate_id: z.number().int(),
  cate_name: z.string(),
  price: z.number(),
  has_discount: z.boolean(),
  discount_price: z.number(),
  state: z.enum(['on', 'off', 'review']),
  creator: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  author: z.string(),
  num: z.number().int(),
  sales_num: z.number().int(),
  updated_at: z.string(),
});
export type AdminCourseRow = z.infer<typeof adminCourseRowSchema>;

const lessonVideo = z.object({
  state: z.enum(['uploaded', 'transcoding', 'ready', 'failed']),
  progress: z.number(),
  name: z.string().describe('上传的文件名'),
});

export const adminCourseSchema = adminCourseRowSchema.extend({
  intro: z.string(),
  explain: z.string(),
  market_price: z.number(),
  tags: z.array(z.string()),
  chapters: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** Locked: every lesson of the chapter shows a lock and plays for nobody (000 §2). */
      locked: z.boolean(),
      /** Downloadable files, in the order the course page lists them (purchasers download them). */
      attachments: z.array(
        z.object({ id: z.number().int(), name: z.string(), size: z.number().int(), file: z.string() }),
      ),
      lessons: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          is_first: z.boolean(),
          duration: z.number().int(),
          /** Locked: shown with a lock, not played online even for purchasers. */
          locked: z.boolean(),
          /** Progress markers (002 §3), in video-time order. */
          markers: z.array(
            z.object({
              id: z.number().int(),
              offset: z.number().int(),
              title: z.string(),
              describe: z.string(),
              cover: z.string(),
            }),
          ),
          /** WebVTT captions, the default one marked. */
          captions: z.array(
            z.object({ id: z.number().int(), lang: z.string(), label: z.string(), is_default: z.boolean() }),
          ),
          has_video: z.boolean(),
          /** The video learners play now, with its transcode state; null before the first upload. */
          video: lessonVideo.nullable(),
          /** A replacement still transcoding (the old video keeps playing until it is ready). */
          pending_video: lessonVideo.nullable(),
          /** Members with learning progress on the lesson (the delete confirmation names them). */
          learners: z.number().int(),
        }),
      ),
    }),
  ),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;

/** A course id in an admin path (course, outline and player calls); an unknown one answers '课程不存在'. */
export const adminCourseIdParams = z.object({ id: idParam(adminCatalogueMessages.courseNotFound) });

export const adminCatalogueCalls = {
  categories: defineCall({
    method: 'GET',
    path: '/api/admin/categories',
    summary: '分类列表（课程 / 插件 / 素材，含隐藏的分类与使用数）',
    tag: 'admin',
    auth: 'staff',
    query: z.object({ kind: kindField }),
    data: z.array(adminCategorySchema),
  }),
  createCategory: defineCall({
    method: 'POST',
    path: '/api/admin/categories',
    summary: '新建分类（一级，或某个一级分类下的二级）',
    tag: 'admin',
    auth: 'staff',
    body: requestBody({
      kind: kindField,
      parent_id: z.coerce
        .number({ error: adminCatalogueMessages.categoryParentInvalid })
        .int()
        .min(0)
        .default(0),
      name: categoryName,
      sort: sortField.default(0),
    }),
    data: adminCategorySchema,
  }),
  updateCategory: defineCall({
    method: 'POST',
    path: '/api/admin/categories/:id',
    summary: '修改分类：名称、排序、隐藏',
    tag: 'admin',
    auth: 'staff',
    params: categoryId,
    body: requestBody({
      name: categoryName,
      sort: sortField,
      hidden: z.boolean({ error: M.badRequest }),
    }),
    data: adminCategorySchema,
  }),
  deleteCategory: defineCall({
    method: 'DELETE',
    path: '/api/admin/categories/:id',
    summary: '删除分类（仍有子分类、作品或投稿时拒绝）',
    tag: 'admin',
    auth: 'staff',
    params: categoryId,
    data: z.object({ id: z.number().int() }),
  }),
  courses: defineCall({
    method: 'GET',
    path: '/api/admin/courses',
    summary: '课程列表（标题或 ID 搜索；分类、状态、创作者筛选）',
    tag: 'admin',
    auth: 'staff',
    query: z.object({
      ...adminPage,
      keywords: adminKeywords,
      cate_id: z.coerce.number({ error: M.badRequest }).int().min(0).optional().default(0),
      state: z.enum(ADMIN_COURSE_STATES, { error: M.badRequest }).optional().default(''),
      creator: adminKeywords.describe('创作者昵称、手机号或 ID'),
    }),
    data: z.object({ list: z.array(adminCourseRowSchema), total: z.number().int() }),
  }),
  course: defineCall({
    method: 'GET',
    path: '/api/admin/courses/:id',
    summary: '课程详情（可编辑的字段、章节与课时）',
    tag: 'admin',
    auth: 'staff',
    params: adminCourseIdParams,
    data: adminCourseSchema,
  }),
  saveCourse: defineCall({
    method: 'POST',
    path: '/api/admin/courses/:id',
    summary: '修改课程：标题、封面、价格、优惠价、分类、简介（富文本）、摘要、作者、标签',
    tag: 'admin',
    auth: 'staff',
    params: adminCourseIdParams,
    body: requestBody({
      name: requiredText(adminCatalogueMessages.courseNameRequired, 100, '课程名称不能超过 100 个字符'),
      images: requiredText(adminCatalogueMessages.coverRequired, 500),
      cate_id: idParam(adminCatalogueMessages.categoryRequired),
      price: photonPrice,
      market_price: photonPrice.optional().default('0'),
      has_discount: z.boolean({ error: M.badRequest }),
      discount_price: photonPrice.optional().default('0'),
      intro: z.string({ error: M.badRequest }).max(100_000, '简介过长'),
      explain: optionalText(255, '摘要不能超过 255 个字符'),
      author: optionalText(50, '作者不能超过 50 个字符'),
      tags: z
        .array(z.string({ error: M.badRequest }).trim().min(1).max(20, adminCatalogueMessages.tagTooLong), {
          error: M.badRequest,
        })
        .max(10, adminCatalogueMessages.tooManyTags),
    }),
    data: adminCourseSchema,
  }),
  setCourseShelf: defineCall({
    method: 'POST',
    path: '/api/admin/courses/:id/shelf',
    summary: '上架或下架课程（下架后游客与未购买的会员看不到，已购买的会员仍可学习）',
    tag: 'admin',
    auth: 'staff',
    params: adminCourseIdParams,
    body: requestBody({ on_shelf: z.boolean({ error: M.badRequest }) }),
    data: adminCourseSchema,
  }),
  uploadImage: defineCall({
    method: 'POST',
    path: '/api/admin/uploads/image',
    summary: '上传封面等公开图片（multipart：file，JPG / PNG / GIF ≤ 20MB），答复可填入封面的地址',
    tag: 'admin',
    auth: 'staff',
    data: z.object({ url: z.string().describe("'/files/public/…'") }),
  }),
};

/** The 光子 price field, shared by the plugin and material forms (admin-goods.ts). */
export { photonPrice as adminPhotonPrice };
