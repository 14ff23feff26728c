import { z } from 'zod';
import { photonAmount, zeroOrOne } from '../fields.ts';
import { SEARCH_TYPES } from '../plain/catalogue-shapes.ts';

export * from '../plain/catalogue-shapes.ts';

/**
 * Answer shapes of the catalogue calls (000 §3): cards, details, news and search results.
 * Money is a number with 2 decimals (光子); dates are 'YYYY-MM-DD HH:mm:ss' China time; images are URLs.
 */

const priceFields = {
  price: photonAmount.describe('原价（光子）'),
  has_discount: zeroOrOne.describe('1 = 正在打折'),
  discount_price: photonAmount.describe('折后价（光子），has_discount 为 1 时有效'),
  discount_rate: z.number().describe('折扣率 0-1，显示为 discount_rate×10 折'),
};

export const tagInfo = z.object({ id: z.number().int(), tag: z.string() });

export const suggestUser = z
  .object({ id: z.number().int(), avatar: z.string(), name: z.string() })
  .nullable()
  .describe('推荐人；没有时为 null');

export const courseCard = z.object({
  id: z.number().int(),
  name: z.string(),
  images: z.string().describe('封面图地址'),
  ...priceFields,
  market_price: photonAmount.describe('市场价，与 price 不同时展示'),
  purchase: zeroOrOne.describe('1 = 当前用户已加入学习（游客为 0）'),
  num: z.number().int().describe('学习人数'),
  view_num: z.number().int().describe('浏览量'),
});

export type CourseCard = z.infer<typeof courseCard>;

export const plugCard = z.object({
  id: z.number().int(),
  name: z.string(),
  images: z.string(),
  intro: z.string().describe('纯文本简介，最多 150 字'),
  author: z.string(),
  ...priceFields,
});

export type PlugCard = z.infer<typeof plugCard>;

export const goodsCard = z.object({
  id: z.number().int(),
  cover: z.string(),
  name: z.string(),
  ...priceFields,
  sales_num: z.number().int().describe('卡片上的「浏览量」取自此字段（000 §2.10）'),
});

export type GoodsCard = z.infer<typeof goodsCard>;

export const galleryCard = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  author: z.string(),
  likes: z.number().int(),
});

export type GalleryCard = z.infer<typeof galleryCard>;

/** Home sections: one group (tab) per top-level category that has items. */
export function homeGroups<T extends z.ZodType>(card: T) {
  return z.array(z.object({ name: z.string().describe('顶级分类名称'), list: z.array(card) }));
}

export const plugDownloadItem = z.object({
  id: z.number().int(),
  type: z.enum(['package', 'manual', 'other']).describe('package 安装包 / manual 使用手册 / other 案例'),
  name: z.string(),
  version_code: z.string(),
  platform: z.string(),
  time: z.string(),
  download_link: z.string().optional().describe('签名的限时下载链接（10 分钟）；只给有下载权限的会员'),
});

export const plugDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  images: z.string(),
  intro: z.string().describe('HTML（写入时已净化）'),
  intros: z.array(z.object({ images: z.string() })).describe('使用介绍图片'),
  tag_list_info: z.array(tagInfo),
  cate: z.object({ name: z.string() }),
  author: z.string(),
  ...priceFields,
  give_integral: photonAmount.describe('赠送光子'),
  sales_num: z.number().int(),
  purchase: zeroOrOne.describe('1 = 当前用户已购买'),
  repeat_buy: zeroOrOne.describe('1 = 可再次购买'),
  web_link: z.string().describe('功能介绍链接'),
  web_link_price: photonAmount.describe('功能介绍单独售价；0 = 免费打开'),
  web_link_purchase: zeroOrOne.describe('1 = 已购买功能介绍'),
  suggest_user: suggestUser,
  nofans: z.boolean().describe('true = 当前用户尚未关注推荐人（游客为 true；推荐人本人为 false）'),
  user_id: z.number().int().nullable().describe('作者'),
  prev_id: z.number().int().nullable().describe('上一个（id 更小的）插件；没有时为 null'),
  next_id: z.number().int().nullable().describe('下一个（id 更大的）插件；没有时为 null'),
  download: z.boolean().describe('true = 当前会员可下载（已购买或免费插件）'),
  download_package: z.number().int(),
  download_manual: z.number().int(),
  download_case: z.number().int(),
  detail: z.array(plugDownloadItem),
});

export type PlugDetail = z.infer<typeof plugDetail>;

export const goodsDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  images: z.array(z.string()),
  tag_list_info: z.array(tagInfo),
  ...priceFields,
  postage: photonAmount.describe('运费（光子）；0 显示「包邮」'),
  sales_num: z.number().int(),
  view_num: z.number().int().describe('浏览量（含本次）'),
  purchase: zeroOrOne,
  suggest_user: suggestUser,
  nofans: z.boolean(),
  material: z.string().describe("签名的限时下载链接（10 分钟），仅有权限的会员可得；否则为 ''"),
  desc: z.string().describe('商品详情 HTML（写入时已净化）'),
});

export type GoodsDetail = z.infer<typeof goodsDetail>;

export const goodsRecommend = z.object({
  id: z.number().int(),
  name: z.string(),
  cover: z.string(),
  price: photonAmount.describe('实付价格（打折时为折后价）'),
});

export const newsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  images: z.string(),
  time: z.string(),
  day: z.string().describe("'DD'"),
  year: z.string().describe("'YYYY-MM'"),
  author: z.string(),
  cate: z.object({ name: z.string() }),
  content: z
    .string()
    .describe('列表中：摘要（纯文本）；无摘要时为正文前 150 字的纯文本。详情中：正文 HTML（写入时已净化）'),
});

export type NewsItem = z.infer<typeof newsItem>;

const newsLink = z.object({ id: z.number().int(), title: z.string() }).nullable();

export const newsDetail = newsItem.extend({
  content: z.string().describe('正文 HTML（写入时已净化）'),
  tag_list_info: z.array(tagInfo),
  prev: newsLink.describe('上一篇（更早发布的）；没有时为 null'),
  next: newsLink.describe('下一篇（更晚发布的）；没有时为 null'),
});

export type NewsDetail = z.infer<typeof newsDetail>;

export const searchResult = z.object({
  id: z.number().int(),
  type: z.enum(SEARCH_TYPES),
  name: z.string(),
  intro: z.string().describe('纯文本摘要，最多 150 字：课程与插件为简介摘要（explain），否则为正文第一段'),
  images: z.string().describe('图片地址（用户为头像）'),
  price: z.number().nullable().describe('当前应付价格（光子），0 为免费；用户与资讯为 null'),
  author: z.string().nullable().describe('作者；用户与资讯为 null'),
  learners: z.number().int().nullable().describe('课程：学习人数；插件与素材：购买人数；用户与资讯为 null'),
});

export type SearchResult = z.infer<typeof searchResult>;
