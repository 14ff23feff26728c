import { z } from 'zod';
import { defineCall } from '../call.ts';

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
};
