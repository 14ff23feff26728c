import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idParam, optionalText, requestBody, requiredText } from '../fields.ts';
import { M } from '../messages.ts';
import { ADMIN_COURSE_STATES, adminCatalogueMessages } from '../plain/admin-catalogue.ts';
import { ADMIN_GALLERY_MAX, adminProductMessages, PLUGIN_VERSION_TYPES } from '../plain/admin-products.ts';
import { adminKeywords, adminPage } from './admin.ts';
import { adminPhotonPrice as photonPrice } from './admin-catalogue.ts';

export * from '../plain/admin-products.ts';

/**
 * The back office's plugins and materials (docs/spec-decisions.md "Back office"; editor and admin, area
 * 'catalogue'): tables with every state, the fields their public pages show, plugin files, the material's
 * file, shelf state. Download files are uploaded first (uploadFile, private storage) and named by the save
 * that uses them.
 */

const stateField = z.enum(ADMIN_COURSE_STATES, { error: M.badRequest }).optional().default('');
const tableQuery = z.object({
  ...adminPage,
  keywords: adminKeywords,
  cate_id: z.coerce.number({ error: M.badRequest }).int().min(0).optional().default(0),
  state: stateField,
  creator: adminKeywords.describe('创作者昵称、手机号或 ID'),
});

/** A picture's address: one on this site ('/files/public/…') or an http(s) address. */
const imageUrl = z
  .string({ error: adminProductMessages.imageInvalid })
  .trim()
  .max(500, adminProductMessages.imageInvalid)
  .regex(/^(\/[^/\\]|https?:\/\/)/, adminProductMessages.imageInvalid);
const gallery = z
  .array(imageUrl, { error: M.badRequest })
  .max(ADMIN_GALLERY_MAX, adminProductMessages.tooManyImages);
const tagList = z
  .array(z.string({ error: M.badRequest }).trim().min(1).max(20, adminCatalogueMessages.tagTooLong), {
    error: M.badRequest,
  })
  .max(10, adminCatalogueMessages.tooManyTags);
const richText = z.string({ error: M.badRequest }).max(100_000, '详情过长');

const creator = z.object({ id: z.number().int(), name: z.string() }).nullable();
const state = z.enum(['on', 'off', 'review']);

export const adminPlugRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  images: z.string(),
  cate_id: z.number().int(),
  cate_name: z.string(),
  price: z.number(),
  has_discount: z.boolean(),
  discount_price: z.number(),
  state,
  creator,
  author: z.string(),
  sales_num: z.number().int(),
  /** Downloads of the package (000 §2.9's counter). */
  download_package: z.number().int(),
  updated_at: z.string(),
});
export type AdminPlugRow = z.infer<typeof adminPlugRowSchema>;

export const adminPlugVersionSchema = z.object({
  id: z.number().int(),
  type: z.enum(PLUGIN_VERSION_TYPES),
  name: z.string(),
  version_code: z.string(),
  platform: z.string(),
  description: z.string(),
  file_key: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export type AdminPlugVersion = z.infer<typeof adminPlugVersionSchema>;

export const adminPlugSchema = adminPlugRowSchema.extend({
  intro: z.string(),
  explain: z.string(),
  give_integral: z.number(),
  repeat_buy: z.boolean(),
  web_link: z.string(),
  web_link_price: z.number(),
  tags: z.array(z.string()),
  /** Usage-introduction pictures (the plugin page's carousel), in order. */
  intros: z.array(z.string()),
  versions: z.array(adminPlugVersionSchema),
});
export type AdminPlug = z.infer<typeof adminPlugSchema>;

export const adminGoodsRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cover: z.string(),
  cate_id: z.number().int(),
  cate_name: z.string(),
  price: z.number(),
  has_discount: z.boolean(),
  discount_price: z.number(),
  postage: z.number(),
  state,
  creator,
  author: z.string(),
  sales_num: z.number().int(),
  view_num: z.number().int(),
  updated_at: z.string(),
});
export type AdminGoodsRow = z.infer<typeof adminGoodsRowSchema>;

export const adminGoodsSchema = adminGoodsRowSchema.extend({
  images: z.array(z.string()),
  desc: z.string(),
  tags: z.array(z.string()),
  /** The downloadable file (private storage key and size), null when there is nothing to download. */
  material: z.object({ key: z.string(), size: z.number().int() }).nullable(),
});
export type AdminGoods = z.infer<typeof adminGoodsSchema>;

const plugId = z.object({ id: idParam(adminProductMessages.plugNotFound) });
const goodsId = z.object({ id: idParam(adminProductMessages.goodsNotFound) });
const shelfBody = requestBody({ on_shelf: z.boolean({ error: M.badRequest }) });
const fileKey = requiredText(adminProductMessages.fileMissing, 1024, adminProductMessages.fileKeyInvalid);

const versionBody = requestBody({
  type: z.enum(PLUGIN_VERSION_TYPES, { error: adminProductMessages.versionTypeInvalid }),
  name: optionalText(100, '文件名称不能超过 100 个字符'),
  version_code: optionalText(32, '版本号不能超过 32 个字符'),
  platform: optionalText(50, '适用平台不能超过 50 个字符'),
  description: optionalText(2000, '说明不能超过 2000 个字符'),
  file_key: fileKey,
});

export const adminProductCalls = {
  plugs: defineCall({
    method: 'GET',
    path: '/api/admin/plugs',
    summary: '插件列表（名称或 ID 搜索；分类、状态、创作者筛选）',
    tag: 'admin',
    auth: 'staff',
    query: tableQuery,
    data: z.object({ list: z.array(adminPlugRowSchema), total: z.number().int() }),
  }),
  plug: defineCall({
    method: 'GET',
    path: '/api/admin/plugs/:id',
    summary: '插件详情（可编辑的字段、介绍图、下载文件）',
    tag: 'admin',
    auth: 'staff',
    params: plugId,
    data: adminPlugSchema,
  }),
  savePlug: defineCall({
    method: 'POST',
    path: '/api/admin/plugs/:id',
    summary: '修改插件：名称、封面、介绍图、价格、优惠、赠送光子、分类、介绍、摘要、作者、标签、功能介绍链接',
    tag: 'admin',
    auth: 'staff',
    params: plugId,
    body: requestBody({
      name: requiredText(adminProductMessages.plugNameRequired, 100, '插件名称不能超过 100 个字符'),
      images: imageUrl.refine((v) => v !== '', adminProductMessages.coverRequired),
      intros: gallery,
      cate_id: idParam(adminCatalogueMessages.categoryRequired),
      price: photonPrice,
      has_discount: z.boolean({ error: M.badRequest }),
      discount_price: photonPrice.optional().default('0'),
      give_integral: photonPrice.optional().default('0'),
      repeat_buy: z.boolean({ error: M.badRequest }).optional().default(false),
      web_link: z
        .string({ error: adminProductMessages.webLinkInvalid })
        .trim()
        .max(500, adminProductMessages.webLinkInvalid)
        .regex(/^(https?:\/\/\S+)?$/, adminProductMessages.webLinkInvalid)
        .optional()
        .default(''),
      web_link_price: photonPrice.optional().default('0'),
      intro: richText,
      explain: optionalText(255, '摘要不能超过 255 个字符'),
      author: optionalText(50, '作者不能超过 50 个字符'),
      tags: tagList,
    }),
    data: adminPlugSchema,
  }),
  setPlugShelf: defineCall({
    method: 'POST',
    path: '/api/admin/plugs/:id/shelf',
    summary: '上架或下架插件（下架后游客与未购买的会员看不到，已购买的会员仍可下载）',
    tag: 'admin',
    auth: 'staff',
    params: plugId,
    body: shelfBody,
    data: adminPlugSchema,
  }),
  addPlugVersion: defineCall({
    method: 'POST',
    path: '/api/admin/plugs/:id/versions',
    summary: '添加插件的下载文件（安装包 / 使用手册 / 案例；文件先经 uploadFile 上传）',
    tag: 'admin',
    auth: 'staff',
    params: plugId,
    body: versionBody,
    data: adminPlugSchema,
  }),
  savePlugVersion: defineCall({
    method: 'POST',
    path: '/api/admin/plugs/:id/versions/:versionId',
    summary: '修改插件的下载文件（名称、版本号、平台、说明，或换一个文件）',
    tag: 'admin',
    auth: 'staff',
    params: plugId.extend({ versionId: idParam(adminProductMessages.versionNotFound) }),
    body: versionBody,
    data: adminPlugSchema,
  }),
  orderPlugVersions: defineCall({
    method: 'PUT',
    path: '/api/admin/plugs/:id/versions',
    summary: '下载文件排序：按给出的顺序（须列出该插件的全部文件各一次）显示在插件详情页的下载列表',
    tag: 'admin',
    auth: 'staff',
    params: plugId,
    body: requestBody({
      ids: z
        .array(
          z.coerce
            .number({ error: adminProductMessages.versionOrderStale })
            .int()
            .positive(adminProductMessages.versionOrderStale),
          {
            error: adminProductMessages.versionOrderStale,
          },
        )
        .min(1, adminProductMessages.versionOrderStale)
        .max(200, adminProductMessages.versionOrderStale),
    }),
    data: adminPlugSchema,
  }),
  deletePlugVersion: defineCall({
    method: 'DELETE',
    path: '/api/admin/plugs/:id/versions/:versionId',
    summary: '删除插件的下载文件',
    tag: 'admin',
    auth: 'staff',
    params: plugId.extend({ versionId: idParam(adminProductMessages.versionNotFound) }),
    data: adminPlugSchema,
  }),
  goodsList: defineCall({
    method: 'GET',
    path: '/api/admin/goods',
    summary: '素材列表（名称或 ID 搜索；分类、状态、创作者筛选）',
    tag: 'admin',
    auth: 'staff',
    query: tableQuery,
    data: z.object({ list: z.array(adminGoodsRowSchema), total: z.number().int() }),
  }),
  goods: defineCall({
    method: 'GET',
    path: '/api/admin/goods/:id',
    summary: '素材详情（可编辑的字段、轮播图、下载文件）',
    tag: 'admin',
    auth: 'staff',
    params: goodsId,
    data: adminGoodsSchema,
  }),
  saveGoods: defineCall({
    method: 'POST',
    path: '/api/admin/goods/:id',
    summary: '修改素材：名称、封面、轮播图、价格、优惠、邮费、分类、详情、作者、标签、下载文件',
    tag: 'admin',
    auth: 'staff',
    params: goodsId,
    body: requestBody({
      name: requiredText(adminProductMessages.goodsNameRequired, 100, '素材名称不能超过 100 个字符'),
      cover: imageUrl.refine((v) => v !== '', adminProductMessages.coverRequired),
      images: gallery,
      cate_id: idParam(adminCatalogueMessages.categoryRequired),
      price: photonPrice,
      has_discount: z.boolean({ error: M.badRequest }),
      discount_price: photonPrice.optional().default('0'),
      postage: photonPrice.optional().default('0'),
      desc: richText,
      author: optionalText(50, '作者不能超过 50 个字符'),
      tags: tagList,
      /** '' = nothing to download. */
      material_key: z
        .string({ error: adminProductMessages.fileKeyInvalid })
        .trim()
        .max(1024, adminProductMessages.fileKeyInvalid),
    }),
    data: adminGoodsSchema,
  }),
  setGoodsShelf: defineCall({
    method: 'POST',
    path: '/api/admin/goods/:id/shelf',
    summary: '上架或下架素材（下架后游客与未购买的会员看不到，已购买的会员仍可下载）',
    tag: 'admin',
    auth: 'staff',
    params: goodsId,
    body: shelfBody,
    data: adminGoodsSchema,
  }),
  uploadFile: defineCall({
    method: 'POST',
    path: '/api/admin/uploads/file',
    summary: '上传下载文件（multipart：file，≤ 2G，私有存储），答复可填入插件文件或素材文件的 key',
    tag: 'admin',
    auth: 'staff',
    data: z.object({ key: z.string(), name: z.string(), size: z.number().int() }),
  }),
};
