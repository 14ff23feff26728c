import { z } from 'zod';
import { defineCall } from '../call.ts';
import { chinaDateTime, idParam, optionalText, requestBody, requiredText } from '../fields.ts';
import { M } from '../messages.ts';
import { adminKeywords, adminPage } from './admin.ts';
import { HOME_BANNER_MAX, siteMessages } from '../plain/admin-site.ts';

export * from '../plain/admin-site.ts';

/**
 * The back office's site content (docs/spec-decisions.md "Back office", editor and admin): news (资讯) with
 * cover upload and sanitised rich text, published or not; and the home page's banner slides. Every change is
 * audited.
 */

/** An image stored by the site image upload (or the demo data): a path under files/public/. */
const storedImage = (msg: string) =>
  z
    .string({ error: msg })
    .trim()
    .max(500, msg)
    .regex(/^\/?files\/public\/[\w\-./]+$/, msg)
    .refine((v) => !v.includes('..'), msg);

export const adminNewsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cate_id: z.number().int(),
  cate_name: z.string(),
  description: z.string(),
  author: z.string(),
  images: z.string(),
  published: z.boolean(),
  view_num: z.number().int(),
  created_at: chinaDateTime,
  updated_at: chinaDateTime,
});
export type AdminNews = z.infer<typeof adminNewsSchema>;
export const adminNewsDetailSchema = adminNewsSchema.extend({ content: z.string() });
export type AdminNewsDetail = z.infer<typeof adminNewsDetailSchema>;

const newsFields = {
  title: requiredText(siteMessages.titleRequired, 150, siteMessages.titleTooLong),
  cate_id: idParam(siteMessages.cateRequired),
  description: optionalText(500, '摘要不能超过 500 个字符'),
  author: optionalText(50, '作者不能超过 50 个字符'),
  images: z
    .union([z.literal(''), storedImage(siteMessages.coverInvalid)])
    .optional()
    .default(''),
  content: z
    .string({ error: siteMessages.contentRequired })
    .trim()
    .min(1, siteMessages.contentRequired)
    .max(100_000, siteMessages.contentTooLong),
  published: z.boolean({ error: M.badRequest }),
};
export type AdminNewsInput = z.input<z.ZodObject<typeof newsFields>>;

export const homeBannerSchema = z.object({
  title: z.string(),
  image: z.string(),
  link: z.string(),
  enabled: z.boolean(),
  /** A muted looping video (MP4) the home plays behind its slogan banner; set by the demo seed. */
  video: z.string().optional(),
});
export type HomeBanner = z.infer<typeof homeBannerSchema>;

const bannerInput = z.object(
  {
    title: requiredText(siteMessages.bannerTitleRequired, 60, '轮播图标题不能超过 60 个字符'),
    image: storedImage(siteMessages.bannerImageRequired),
    link: z
      .string({ error: siteMessages.bannerLinkInvalid })
      .trim()
      .max(500, siteMessages.bannerLinkInvalid)
      .regex(/^(\/(?!\/)\S*|https?:\/\/\S+)?$/, siteMessages.bannerLinkInvalid),
    enabled: z.boolean({ error: M.badRequest }),
    // Kept as the list had it (the editor sends each slide back whole); only the platform's own MP4 files.
    video: z
      .string({ error: M.badRequest })
      .regex(/^\/files\/[\w./-]+\.mp4$/, M.badRequest)
      .optional(),
  },
  { error: M.badRequest },
);

const newsId = z.object({ id: idParam(siteMessages.newsNotFound) });

export const adminSiteCalls = {
  newsList: defineCall({
    method: 'GET',
    path: '/api/admin/news',
    summary: '资讯列表（标题搜索；分类、发布状态筛选；新发布在前）',
    tag: 'admin',
    auth: 'staff',
    query: z.object({
      ...adminPage,
      keywords: adminKeywords,
      cate_id: z.coerce.number({ error: M.badRequest }).int(M.badRequest).min(0).optional().default(0),
      status: z.enum(['', 'published', 'hidden'], { error: M.badRequest }).optional().default(''),
    }),
    data: z.object({ list: z.array(adminNewsSchema), total: z.number().int() }),
  }),
  newsDetail: defineCall({
    method: 'GET',
    path: '/api/admin/news/:id',
    summary: '资讯详情（编辑用，含正文）',
    tag: 'admin',
    auth: 'staff',
    params: newsId,
    data: adminNewsDetailSchema,
  }),
  newsCreate: defineCall({
    method: 'POST',
    path: '/api/admin/news',
    summary: '新建资讯（正文按站内白名单清洗）',
    tag: 'admin',
    auth: 'staff',
    body: requestBody(newsFields),
    data: adminNewsDetailSchema,
  }),
  newsUpdate: defineCall({
    method: 'POST',
    path: '/api/admin/news/:id',
    summary: '编辑资讯',
    tag: 'admin',
    auth: 'staff',
    params: newsId,
    body: requestBody(newsFields),
    data: adminNewsDetailSchema,
  }),
  newsPublish: defineCall({
    method: 'POST',
    path: '/api/admin/news/:id/publish',
    summary: '发布或下线资讯（下线后前台列表、详情与搜索均不可见）',
    tag: 'admin',
    auth: 'staff',
    params: newsId,
    body: requestBody({ published: z.boolean({ error: M.badRequest }) }),
    data: adminNewsDetailSchema,
  }),
  newsDelete: defineCall({
    method: 'POST',
    path: '/api/admin/news/:id/delete',
    summary: '删除资讯（连同其标签关联）',
    tag: 'admin',
    auth: 'staff',
    params: newsId,
    data: z.null(),
  }),
  newsCategories: defineCall({
    method: 'GET',
    path: '/api/admin/news-categories',
    summary: '资讯分类（编辑表单的下拉）',
    tag: 'admin',
    auth: 'staff',
    data: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  uploadImage: defineCall({
    method: 'POST',
    path: '/api/admin/site/images',
    summary: '上传资讯封面或轮播图（multipart：file，JPG/PNG 按内容校验，2MB 以内）',
    tag: 'admin',
    auth: 'staff',
    data: z.object({ url: z.string() }),
  }),
  banners: defineCall({
    method: 'GET',
    path: '/api/admin/home-banners',
    summary: '首页轮播图（按顺序，含已关闭的）',
    tag: 'admin',
    auth: 'staff',
    data: z.array(homeBannerSchema),
  }),
  saveBanners: defineCall({
    method: 'POST',
    path: '/api/admin/home-banners',
    summary: '保存首页轮播图（整组：顺序即数组顺序，最多 10 张）',
    tag: 'admin',
    auth: 'staff',
    body: requestBody({
      banners: z
        .array(bannerInput, { error: M.badRequest })
        .max(HOME_BANNER_MAX, siteMessages.bannersTooMany),
    }),
    data: z.array(homeBannerSchema),
  }),
};

/** The public side of the home banners: the slides operators switched on, in their order. */
export const siteContentCalls = {
  homeBanners: defineCall({
    method: 'GET',
    path: '/api/home/banners',
    summary: '首页轮播图（仅已开启的，按后台顺序）',
    tag: 'catalogue',
    auth: 'none',
    data: z.array(homeBannerSchema.omit({ enabled: true })),
  }),
};

/** The article fields, for other back-office articles (AI news). */
export { newsFields as siteNewsFields };
