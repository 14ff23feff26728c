import { z } from 'zod';
import { defineCall } from '../call.ts';
import { chinaDateTime, idParam, requestBody } from '../fields.ts';
import { M } from '../messages.ts';
import { aiNewsAdminMessages } from '../plain/admin-pages.ts';
import { adminKeywords, adminPage } from './admin.ts';
import { siteNewsFields } from './admin-site.ts';

/**
 * The back office's AI news (002 §9, docs/spec-decisions.md "Back office"; editor and admin): list, create,
 * edit, publish or take down, delete. Covers come from the site image upload; bodies are cleaned by the
 * site's HTML allowlist.
 */

export const adminAiNewsSchema = z.object({
  id: z.number().int(),
  cate: z.number().int().describe('1 知识，2 资讯'),
  title: z.string(),
  description: z.string(),
  author: z.string(),
  images: z.string(),
  published: z.boolean(),
  created_at: chinaDateTime,
  updated_at: chinaDateTime,
});
export type AdminAiNews = z.infer<typeof adminAiNewsSchema>;
export const adminAiNewsDetailSchema = adminAiNewsSchema.extend({ content: z.string() });
export type AdminAiNewsDetail = z.infer<typeof adminAiNewsDetailSchema>;

// An AI article has the fields of a site article, with the AI area's fixed 栏目 instead of a news category.
const { cate_id: _newsCategory, ...articleFields } = siteNewsFields;
const aiNewsFields = {
  ...articleFields,
  cate: z.union([z.literal(1), z.literal(2)], { error: aiNewsAdminMessages.cateInvalid }),
};
export type AdminAiNewsInput = z.output<z.ZodObject<typeof aiNewsFields>>;

const aiNewsId = z.object({ id: idParam(aiNewsAdminMessages.notFound) });

export const adminAiNewsCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/admin/ai-news',
    summary: 'AI 资讯列表（标题搜索；栏目、发布状态筛选；新发布在前）',
    tag: 'admin',
    auth: 'staff',
    query: z.object({
      ...adminPage,
      keywords: adminKeywords,
      cate: z.coerce.number({ error: M.badRequest }).int(M.badRequest).min(0).max(2).optional().default(0),
      status: z.enum(['', 'published', 'hidden'], { error: M.badRequest }).optional().default(''),
    }),
    data: z.object({ list: z.array(adminAiNewsSchema), total: z.number().int() }),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/api/admin/ai-news/:id',
    summary: 'AI 资讯详情（编辑用，含正文）',
    tag: 'admin',
    auth: 'staff',
    params: aiNewsId,
    data: adminAiNewsDetailSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/admin/ai-news',
    summary: '新建 AI 资讯（正文按站内白名单清洗）',
    tag: 'admin',
    auth: 'staff',
    body: requestBody(aiNewsFields),
    data: adminAiNewsDetailSchema,
  }),
  update: defineCall({
    method: 'POST',
    path: '/api/admin/ai-news/:id',
    summary: '编辑 AI 资讯',
    tag: 'admin',
    auth: 'staff',
    params: aiNewsId,
    body: requestBody(aiNewsFields),
    data: adminAiNewsDetailSchema,
  }),
  publish: defineCall({
    method: 'POST',
    path: '/api/admin/ai-news/:id/publish',
    summary: '发布或下线 AI 资讯（下线后前台列表、详情与 AI 问答知识均不可见）',
    tag: 'admin',
    auth: 'staff',
    params: aiNewsId,
    body: requestBody({ published: z.boolean({ error: M.badRequest }) }),
    data: adminAiNewsDetailSchema,
  }),
  remove: defineCall({
    method: 'POST',
    path: '/api/admin/ai-news/:id/delete',
    summary: '删除 AI 资讯',
    tag: 'admin',
    auth: 'staff',
    params: aiNewsId,
    data: z.null(),
  }),
};
