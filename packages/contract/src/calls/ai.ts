import { z } from 'zod';
import { defineCall } from '../call.ts';
import { M } from '../messages.ts';
import { chinaDateTime, idParam, intInRange, limitField, offsetField } from '../fields.ts';
import { aiMessages, AiPageSize } from '../plain/ai.ts';

export * from '../plain/ai.ts';

/** A 光子 price as the VIP page shows it: a JSON number or numeric string, > 0, at most 2 decimals. */
const priceField = z.preprocess(
  (value) =>
    typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : typeof value === 'string'
        ? value.trim()
        : value,
  z
    .string({ error: aiMessages.priceRequired })
    .min(1, aiMessages.priceRequired)
    .max(16, aiMessages.priceInvalid)
    .regex(/^\d{1,13}(\.\d{1,2})?$/, aiMessages.priceInvalid) // the ledger's money range (toCents)
    .refine((v) => Number(v) > 0, aiMessages.priceInvalid),
);

export const galleryItem = z.object({
  id: z.number().int(),
  title: z.string(),
  desc: z.string(),
  cover: z.string(),
  images: z.array(z.string()),
  like: z.boolean().describe('当前会员是否已点赞（游客为 false）'),
  like_count: z.number().int().describe('点赞人数'),
  author: z.object({ name: z.string(), avatar: z.string() }),
  cate_id: z.number().int().nullable(),
  time: chinaDateTime,
});

export type GalleryItem = z.infer<typeof galleryItem>;

export const vipInfo = z.object({ permanent: z.boolean(), endtime: chinaDateTime.nullable() });

export type VipInfoData = z.infer<typeof vipInfo>;

export const aiPlugFile = z.object({
  id: z.number().int(),
  type: z.enum(['package', 'manual']),
  version_code: z.string(),
  platform: z.string(),
  time: chinaDateTime,
  download_link: z.string().optional().describe('签名下载链接（10 分钟有效），仅有下载权限时提供'),
});

export const aiNewsItem = z.object({
  id: z.number().int(),
  cate: z.number().int(),
  images: z.string(),
  title: z.string(),
  content: z.string().describe('正文摘要（纯文本）'),
  author: z.string(),
  time: chinaDateTime,
});

export type AiNewsItem = z.infer<typeof aiNewsItem>;

const neighbour = z.object({ id: z.number().int(), title: z.string() }).nullable();

export const aiNewsDetail = z.object({
  id: z.number().int(),
  cate: z.number().int(),
  title: z.string(),
  author: z.string(),
  time: chinaDateTime,
  images: z.string(),
  content: z.string().describe('HTML（已按白名单清洗）'),
  prev: neighbour.describe('上一篇（更新的一篇），没有时为 null'),
  next: neighbour.describe('下一篇（更早的一篇），没有时为 null'),
  cateList: z.array(z.object({ id: z.number().int(), title: z.string() })).describe('相关文章'),
});

export type AiNewsDetail = z.infer<typeof aiNewsDetail>;

const text = z.string();

/** The VIP page settings (002 §3): texts, prices in 光子 and the non-VIP daily free quotas. */
export const vipSettings = z.object({
  title_pre: text,
  title_suff: text,
  title_sub1: text,
  title_sub2: text,
  title_sub3: text,
  vip_price1: z.number(),
  vip_price2: z.number(),
  vip_price3: z.number(),
  vip_price4: z.number(),
  vip1_sub: text,
  vip2_sub: text,
  vip3_sub: text,
  vip4_sub: text,
  vip1_suff1: text,
  vip1_suff2: text,
  vip1_suff3: text,
  vip1_suff4: text,
  vip2_suff1: text,
  vip2_suff2: text,
  vip2_suff3: text,
  vip2_suff4: text,
  vip3_suff1: text,
  vip3_suff2: text,
  vip3_suff3: text,
  vip3_suff4: text,
  vip4_suff1: text,
  vip4_suff2: text,
  vip4_suff3: text,
  vip4_suff4: text,
  bottom_title_pre: text,
  bottom_title_suff: text,
  title_tag1: text,
  title_tag2: text,
  title_tag3: text,
  title_tag4: text,
  title_tag5: text,
  title_tag6: text,
  free_chat: z.number().int().min(0).describe('非VIP会员每天免费问答次数（北京时间按天）'),
  free_img: z.number().int().min(0).describe('非VIP会员每天免费生图次数（北京时间按天）'),
});

export type VipSettings = z.infer<typeof vipSettings>;

/**
 * What the site can honestly sell (docs/spec-decisions.md): which AI backends are connected, whether VIP is on
 * sale, and a note saying why when a benefit is shown differently or not sold.
 */
export const vipOffer = z.object({
  chat_model: z.boolean().describe('已接入 AI 问答模型（否则为站内资料检索）'),
  ai_render: z.boolean().describe('已接入 AI 渲染后端 A1111/ComfyUI（否则为预览渲染，非AI生成）'),
  on_sale: z.boolean().describe('是否出售 VIP（生产环境未接入任何 AI 后端时不出售）'),
  note: z.string().describe('给会员与运营看的说明；全部接入时为空'),
});

export type VipOffer = z.infer<typeof vipOffer>;

/** The settings as the VIP page shows them (benefits of a backend not connected renamed) with the offer. */
export const vipPageSettings = vipSettings.extend({ offer: vipOffer });

export type VipPageSettings = z.infer<typeof vipPageSettings>;

export const aiCalls = {
  gallery: defineCall({
    method: 'POST',
    path: '/api/ai/gallery',
    summary: '作品集：分类、总数与一页作品（offset 为页码减 1；cate_id 0 = 全部）',
    tag: 'ai',
    auth: 'optional',
    body: z.preprocess(
      (value) => value ?? {},
      z.object(
        {
          limit: limitField(AiPageSize.gallery, 50),
          offset: offsetField.describe('页码减 1（不是条数）'),
          cate_id: intInRange(0, 2_147_483_647, aiMessages.cateInvalid).default(0),
        },
        { error: aiMessages.badRequest },
      ),
    ),
    data: z.object({
      cates: z.array(z.object({ id: z.number().int(), name: z.string() })),
      total: z.number().int(),
      list: z.array(galleryItem),
    }),
  }),
  galleryLike: defineCall({
    method: 'POST',
    path: '/api/ai/gallery/like',
    summary: '点赞/取消点赞作品（切换；同一会员最多计 1 次，点赞数 = 点赞人数）',
    tag: 'ai',
    auth: 'required',
    body: z.object({ id: idParam(aiMessages.workNotFound) }, { error: aiMessages.badRequest }),
    data: z.object({ like: z.boolean(), like_count: z.number().int() }),
  }),
  plug: defineCall({
    method: 'GET',
    path: '/api/ai/plug',
    summary: 'AI 插件介绍：封面、视频、安装包与安装说明（仅 VIP 会员得到签名下载链接）',
    tag: 'ai',
    auth: 'optional',
    data: z.object({
      images: z.string(),
      link: z.string(),
      download: z.boolean().describe('当前访问者可否下载'),
      download_package: z.number().int(),
      download_manual: z.number().int(),
      detail: z.array(aiPlugFile),
    }),
  }),
  plugDownload: defineCall({
    method: 'POST',
    path: '/api/ai/plug/download',
    summary: 'AI 插件：记录一次安装包或安装说明的下载（仅有下载权限的会员）',
    tag: 'ai',
    auth: 'required',
    body: z.object(
      {
        type: z.enum(['download_package', 'download_manual'], { error: aiMessages.downloadTypeInvalid }),
      },
      { error: aiMessages.badRequest },
    ),
    data: z.object({ count: z.number().int() }),
  }),
  vipStatus: defineCall({
    method: 'GET',
    path: '/api/ai/vip',
    summary:
      'VIP 状态与今日剩余免费次数（北京时间 0 点重置）；游客答 {is_vip: false, free_chat: 0, free_img: 0}（公开的 AI 区域，002 §8：4001 会把访客送去登录页）',
    tag: 'ai',
    auth: 'optional',
    data: z.object({
      is_vip: z.boolean(),
      free_chat: z.number().int(),
      free_img: z.number().int(),
    }),
  }),
  balance: defineCall({
    method: 'GET',
    path: '/api/balance',
    summary: '光子余额（数字）；游客答 0',
    tag: 'ai',
    auth: 'optional',
    data: z.number(),
  }),
  news: defineCall({
    method: 'POST',
    path: '/api/ai/news',
    summary:
      'AI 资讯列表（每页 4 条，offset 为页码减 1；cate 0 全部、1 知识、2 资讯；keywords 搜索标题与正文）',
    tag: 'ai',
    auth: 'none',
    body: z.preprocess(
      (value) => value ?? {},
      z.object(
        {
          limit: limitField(AiPageSize.news, 50),
          offset: offsetField.describe('页码减 1'),
          cate: intInRange(0, 2, aiMessages.cateInvalid).default(0),
          keywords: z
            .string({ error: aiMessages.badRequest })
            .trim()
            .max(50, aiMessages.keywordsTooLong)
            // PostgreSQL cannot compare text holding U+0000 (the SQL probes of attack/sql-injection.test.ts:
            // a 500 before).
            .refine((v) => !v.includes('\u0000'), M.nulCharacter)
            .optional()
            .default(''),
        },
        { error: aiMessages.badRequest },
      ),
    ),
    data: z.object({ list: z.array(aiNewsItem), total: z.number().int() }),
  }),
  newsDetail: defineCall({
    method: 'GET',
    path: '/api/ai/news/:id',
    summary: 'AI 资讯详情：正文、上一篇/下一篇与相关文章',
    tag: 'ai',
    auth: 'none',
    params: z.object({ id: idParam(aiMessages.newsNotFound) }),
    data: aiNewsDetail,
  }),
  vipSetting: defineCall({
    method: 'GET',
    path: '/api/ai/vip_setting/',
    summary:
      'VIP 页面设置：标题、四个套餐的价格（光子）与说明、底部标题与标签、每日免费次数；offer 说明已接入的 AI 后端（未接入的权益改名显示）与是否出售',
    tag: 'ai',
    auth: 'none',
    data: vipPageSettings,
  }),
  buy: defineCall({
    method: 'POST',
    path: '/api/ai/buy',
    summary:
      "用光子开通 VIP：price 为所选套餐的价格；在有效期内再次购买会顺延；光子不足时 code 4423、msg '光子不足，请充值'",
    tag: 'ai',
    auth: 'required',
    body: z.object(
      { price: priceField.describe('所选套餐的价格（光子）') },
      { error: aiMessages.badRequest },
    ),
    data: vipInfo,
  }),
};
