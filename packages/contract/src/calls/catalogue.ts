import { z } from 'zod';
import { defineCall } from '../call.ts';
import { PageSize } from '../constants.ts';
import { idParam, limitField, offsetField } from '../fields.ts';
import {
  courseCard,
  galleryCard,
  goodsCard,
  goodsDetail,
  goodsRecommend,
  homeGroups,
  newsDetail,
  newsItem,
  plugCard,
  plugDetail,
  SEARCH_TYPES,
  searchResult,
} from './catalogue-shapes.ts';

export * from './catalogue-shapes.ts';

/** Messages of the catalogue calls. */
export const catalogueMessages = {
  sortInvalid: '排序参数错误',
  categoryInvalid: '分类参数错误',
  levelInvalid: '分类层级错误',
  plugNotFound: '插件不存在或已下架',
  goodsNotFound: '素材不存在或已下架',
  newsNotFound: '新闻不存在',
  noPermission: '暂无权限',
  countFieldInvalid: '下载类型错误，应为安装包、使用手册或案例',
  countOk: '已记录下载次数',
  keywordsTooLong: '搜索关键词不能超过 50 个字符',
  searchTypeInvalid: '搜索类型错误',
  tagInvalid: '标签参数错误',
} as const;

/** An optional whole number from a query string; an empty value counts as absent. */
function optionalInt(msg: string, min: number, max: number) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ error: msg }).int(msg).min(min, msg).max(max, msg).optional(),
  );
}

/** ?sort&limit&offset&cate_id&level of the three product lists; offset is the zero-based page. */
function productListQuery(pageSize: number) {
  return z.object({
    sort: z
      .preprocess(
        (value) => (value === '' ? undefined : value),
        z.coerce
          .number({ error: catalogueMessages.sortInvalid })
          .int(catalogueMessages.sortInvalid)
          .min(0, catalogueMessages.sortInvalid)
          .max(1, catalogueMessages.sortInvalid)
          .default(0),
      )
      .describe('0 最新（发布时间倒序）；1 最热（sales_num×10+view_num 倒序）'),
    limit: limitField(pageSize),
    offset: offsetField.describe('页码减 1（不是条数）'),
    cate_id: optionalInt(catalogueMessages.categoryInvalid, 0, 2_147_483_647).describe(
      '分类 id，含其全部下级分类；0 或不传 = 全部',
    ),
    level: optionalInt(catalogueMessages.levelInvalid, 1, 4).describe(
      '所选分类的层级（1-4），仅作说明，筛选以 cate_id 为准',
    ),
  });
}

/** Footer (000 §2.3, §7): contacts as name/value pairs, cooperations, friend links. */
export const footerData = z.object({
  contacts: z.array(z.object({ name: z.string(), value: z.string() })),
  cooperations: z.array(z.object({ name: z.string(), value: z.string() })),
  friends: z.array(z.object({ name: z.string(), link: z.string() })),
  qrcode: z.string().describe('公众号二维码图片地址'),
  records: z.array(z.object({ name: z.string(), link: z.string() })).describe('备案号'),
});
export type FooterData = z.infer<typeof footerData>;

/** One node of a category tree (000 §3): at most 4 levels; alias 'tenant' marks a closed branch. */
export interface CategoryNode {
  id: number;
  name: string;
  level: number;
  parent_id: number;
  alias: string;
  children_category: CategoryNode[];
}

const categoryFields = {
  id: z.number().int(),
  name: z.string(),
  level: z.number().int().describe('层级 1-4'),
  parent_id: z.number().int().describe('上级分类 id；0 表示顶级'),
  alias: z.string().describe("'tenant' 表示该分支（及其子分类）仅展示、不可选择"),
};
// Spelled out four levels deep instead of recursively: the tree never goes deeper (000 §2.3), and a
// non-recursive schema documents itself in OpenAPI without shared components.
const level4 = z.object({
  ...categoryFields,
  children_category: z.array(z.never()).describe('第 4 级没有子分类'),
});
const level3 = z.object({ ...categoryFields, children_category: z.array(level4) });
const level2 = z.object({ ...categoryFields, children_category: z.array(level3) });
export const categoryNode: z.ZodType<CategoryNode> = z.object({
  ...categoryFields,
  children_category: z.array(level2),
});
export const categoryTree = z.array(categoryNode);

/** Help / about pages (000 §2.13), HTML from the site configuration. */
export const configInfoData = z.object({
  about: z.string().describe('关于我们'),
  question: z.string().describe('常见问题'),
  service: z.string().describe('服务条款'),
  private: z.string().describe('隐私协议'),
  upload_statement: z.string().describe('上传声明'),
  copyright_statement: z.string().describe('版权声明'),
});
export type ConfigInfoData = z.infer<typeof configInfoData>;

/** Customer-service channels of the header dropdown (000 §1). */
export const contactInfoData = z.object({
  qq: z.string().describe('客服 QQ'),
  email: z.string().describe('客服邮箱'),
  phone: z.string().describe('客服电话'),
  wechat: z.string().describe('客服微信号'),
  qrcode: z.string().describe('客服二维码图片地址'),
  hours: z.string().describe("服务时间，如 '周一至周五 9:00-18:00'"),
});
export type ContactInfoData = z.infer<typeof contactInfoData>;

function categoryCall(path: string, summary: string) {
  return defineCall({ method: 'GET', path, summary, tag: 'catalogue', auth: 'none', data: categoryTree });
}

export const catalogueCalls = {
  footer: defineCall({
    method: 'GET',
    path: '/api/footer',
    summary: '页脚信息',
    tag: 'catalogue',
    auth: 'none',
    data: footerData,
  }),
  courseCategories: categoryCall('/api/courses/cate', '课程分类树（最多 4 级）'),
  plugCategories: categoryCall('/api/plug/cate', '插件分类树（最多 4 级）'),
  goodsCategories: categoryCall('/api/goods/cate', '素材分类树（最多 4 级）'),
  configInfo: defineCall({
    method: 'GET',
    path: '/api/config/info',
    summary: '站点配置页面（关于我们、常见问题、服务条款、隐私协议、上传声明、版权声明）',
    tag: 'catalogue',
    auth: 'none',
    data: configInfoData,
  }),
  downloadStatement: defineCall({
    method: 'GET',
    path: '/api/download_statement',
    summary: '素材下载声明（HTML）',
    tag: 'catalogue',
    auth: 'none',
    data: z.string(),
  }),
  contactInfo: defineCall({
    method: 'GET',
    path: '/api/contact-info',
    summary: '客服联系方式',
    tag: 'catalogue',
    auth: 'none',
    data: contactInfoData,
  }),
  homeCourse: defineCall({
    method: 'GET',
    path: '/api/home/course',
    summary: '首页课程：每个顶级分类一组（最多 6 组），每组最新 8 个',
    tag: 'catalogue',
    auth: 'optional',
    data: homeGroups(courseCard),
  }),
  homePlug: defineCall({
    method: 'GET',
    path: '/api/home/plug',
    summary: '首页插件：每个顶级分类一组（最多 6 组），每组最新 8 个',
    tag: 'catalogue',
    auth: 'none',
    data: homeGroups(plugCard),
  }),
  homeGoods: defineCall({
    method: 'GET',
    path: '/api/home/goods',
    summary: '首页素材：每个顶级分类一组（最多 6 组），每组最新 8 个',
    tag: 'catalogue',
    auth: 'none',
    data: homeGroups(goodsCard),
  }),
  homeGallery: defineCall({
    method: 'GET',
    path: '/api/home/gallery',
    summary: '首页 AI 作品集：每个分类一组（最多 6 组），每组最新 8 个',
    tag: 'catalogue',
    auth: 'none',
    data: homeGroups(galleryCard),
  }),
  courseList: defineCall({
    method: 'GET',
    path: '/api/courses',
    summary: '课程列表（分类含下级、排序、分页）',
    tag: 'catalogue',
    auth: 'optional',
    query: productListQuery(PageSize.courses),
    data: z.object({ courses: z.array(courseCard), total: z.number().int() }),
  }),
  plugList: defineCall({
    method: 'GET',
    path: '/api/plug',
    summary: '插件列表（分类含下级、排序、分页）',
    tag: 'catalogue',
    auth: 'none',
    query: productListQuery(PageSize.plugs),
    data: z.object({ plugs: z.array(plugCard), total: z.number().int() }),
  }),
  goodsList: defineCall({
    method: 'GET',
    path: '/api/goods',
    summary: '素材列表（分类含下级、排序、分页）',
    tag: 'catalogue',
    auth: 'none',
    query: productListQuery(PageSize.goods),
    data: z.object({ goods: z.array(goodsCard), total: z.number().int() }),
  }),
  plugDetail: defineCall({
    method: 'GET',
    path: '/api/plug/:id',
    summary: '插件详情；下载链接只给有权限的会员（签名、10 分钟有效）',
    tag: 'catalogue',
    auth: 'optional',
    params: z.object({ id: idParam(catalogueMessages.plugNotFound) }),
    data: plugDetail,
  }),
  plugCount: defineCall({
    method: 'POST',
    path: '/api/plug/:id/count',
    summary: '记录一次下载（安装包 / 使用手册 / 案例），仅有下载权限的会员',
    tag: 'catalogue',
    auth: 'required',
    params: z.object({ id: idParam(catalogueMessages.plugNotFound) }),
    body: z.object({
      field: z.enum(['download_package', 'download_manual', 'download_case'], {
        error: catalogueMessages.countFieldInvalid,
      }),
    }),
    data: z.object({ count: z.number().int().describe('该项累计下载次数（含本次）') }),
  }),
  goodsDetail: defineCall({
    method: 'GET',
    path: '/api/goods/:id',
    summary: '素材详情与相关推荐；素材文件只给有权限的会员（签名、10 分钟有效）',
    tag: 'catalogue',
    auth: 'optional',
    params: z.object({ id: idParam(catalogueMessages.goodsNotFound) }),
    data: z.object({ goods: goodsDetail, recommends: z.array(goodsRecommend) }),
  }),
  newsList: defineCall({
    method: 'GET',
    path: '/api/news',
    summary: '新闻列表：news 为全部文章的分页（第一页以最新一条开头），newest 为最新一条（置顶展示）',
    tag: 'catalogue',
    auth: 'none',
    query: z.object({
      limit: limitField(PageSize.news),
      offset: offsetField.describe('页码减 1'),
      cate_id: optionalInt(catalogueMessages.categoryInvalid, 0, 2_147_483_647).describe(
        '新闻分类；0 或不传 = 全部',
      ),
    }),
    data: z.object({
      news: z.array(newsItem).describe('第一页含 newest'),
      total: z.number().int().describe('文章总条数'),
      newest: newsItem.nullable(),
    }),
  }),
  newsCategories: defineCall({
    method: 'GET',
    path: '/api/news/cate',
    summary: '新闻分类',
    tag: 'catalogue',
    auth: 'none',
    data: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  newsDetail: defineCall({
    method: 'GET',
    path: '/api/news/:id',
    summary: '新闻详情（含上一篇 / 下一篇）',
    tag: 'catalogue',
    auth: 'none',
    params: z.object({ id: idParam(catalogueMessages.newsNotFound) }),
    data: newsDetail,
  }),
  search: defineCall({
    method: 'GET',
    path: '/api/search',
    summary: '站内搜索：关键词（空格分隔，全部命中）或标签，按类型分页',
    tag: 'catalogue',
    auth: 'none',
    query: z.object({
      limit: limitField(PageSize.search),
      offset: offsetField.describe('页码减 1'),
      keywords: z
        .string({ error: catalogueMessages.keywordsTooLong })
        .trim()
        .max(50, catalogueMessages.keywordsTooLong)
        .optional()
        .default(''),
      tag: optionalInt(catalogueMessages.tagInvalid, 1, 2_147_483_647).describe(
        '标签 id：只搜带此标签的内容',
      ),
      type: z.preprocess(
        (value) => (value === '' ? undefined : value),
        z.enum(SEARCH_TYPES, { error: catalogueMessages.searchTypeInvalid }).default('course'),
      ),
    }),
    data: z.object({
      lists: z.array(searchResult),
      count: z.number().int().describe('所选类型的命中数'),
      totalAll: z.number().int().describe('五种类型的命中总数'),
      keywords: z.array(z.string()).describe('拆分后的关键词，用于高亮'),
    }),
  }),
};
