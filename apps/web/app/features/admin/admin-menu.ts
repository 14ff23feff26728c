import { ADMIN_AREA_TEXT, type AdminArea } from '@app/contract/web';
import { paths } from '../../shared/paths.ts';

/** One entry of the admin side menu: the area it belongs to (null = every staff member), label and path. */
export interface AdminMenuEntry {
  key: string;
  area: AdminArea | null;
  label: string;
  path: string;
}

/**
 * The side menu in order. An entry shows only when the role may use its area (the server checks every call
 * against the same ADMIN_AREAS table). Entries are added as their screens exist.
 */
export const ADMIN_MENU: readonly AdminMenuEntry[] = [
  { key: 'home', area: null, label: '工作台', path: paths.admin() },
  { key: 'review', area: 'review', label: '投稿审核', path: paths.adminReview() },
  { key: 'invoices', area: 'invoices', label: '发票管理', path: paths.adminInvoices() },
  { key: 'orders', area: 'orders', label: '订单与退款', path: paths.adminOrders() },
  { key: 'recharges', area: 'orders', label: '充值订单', path: paths.adminRecharges() },
  { key: 'ledger', area: 'ledger', label: '光子流水', path: paths.adminLedger() },
  { key: 'members', area: 'members', label: '会员管理', path: paths.adminMembers() },
  { key: 'audit', area: 'audit', label: '操作日志', path: paths.adminAudit() },
  { key: 'categories', area: 'catalogue', label: '分类管理', path: paths.adminCategories() },
  { key: 'courses', area: 'catalogue', label: '课程管理', path: paths.adminCourses() },
  { key: 'plugs', area: 'catalogue', label: '插件管理', path: paths.adminPlugs() },
  { key: 'goods', area: 'catalogue', label: '素材管理', path: paths.adminGoodsList() },
  { key: 'news', area: 'site', label: '资讯管理', path: paths.adminNews() },
  { key: 'home-banners', area: 'site', label: '首页轮播图', path: paths.adminHomeBanners() },
  { key: 'vip-settings', area: 'site', label: 'VIP 套餐', path: paths.adminVipSettings() },
  { key: 'help-pages', area: 'site', label: '帮助页面', path: paths.adminHelpPages() },
  { key: 'ai-news', area: 'site', label: 'AI 资讯', path: paths.adminAiNews() },
  { key: 'ai-gallery', area: 'site', label: 'AI 作品集', path: paths.adminAiGallery() },
  { key: 'ai-plug', area: 'site', label: 'AI 插件', path: paths.adminAiPlug() },
  { key: 'coupons', area: 'promotions', label: '优惠券', path: paths.adminCoupons() },
  { key: 'security', area: null, label: '账号安全', path: paths.adminSecurity() },
];

/** What each area is for, on the dashboard's cards. */
/** Every entry but 工作台 and 账号安全 has one (admin-menu.test.ts): a card without it would be empty. */
export const AREA_HINT: Record<string, string> = {
  review: '预览创作者投稿，通过即发布，驳回需填写理由',
  invoices: '处理开票申请：上传发票 PDF 与号码，或驳回',
  orders: '按单号、会员、时间、状态查找课程、插件、素材与 VIP 订单，退款到光子',
  recharges: '充值订单与支付渠道状态，手动查询到账',
  ledger: '光子流水查询、导出与人工调整',
  members: '查找会员，停用/启用、重置密码、创作者权限、赠送 VIP',
  audit: '所有后台操作的记录：谁、做了什么、前后变化、时间与来源',
  categories: '课程、插件、素材的分类树：新增、改名、排序、隐藏',
  courses: '课程信息、价格与折扣、上下架、章节与课时视频',
  plugs: '插件信息、价格、上下架与下载文件',
  goods: '素材信息、价格、上下架与下载文件',
  news: '资讯的撰写、修改、发布与下线',
  'home-banners': '首页轮播图的图片、链接与顺序',
  'vip-settings': 'AI VIP 套餐的名称、价格与时长',
  'help-pages': '关于我们、用户协议等帮助页面的内容',
  'ai-news': 'AI 专区资讯的撰写、修改、发布与下线',
  'ai-gallery': 'AI 作品集的作品、图片与展示顺序',
  'ai-plug': 'AI 插件页面的介绍与下载文件',
  coupons: '优惠券的创建、查询与停用',
};

export function menuFor(areas: readonly string[]): AdminMenuEntry[] {
  return ADMIN_MENU.filter((entry) => entry.area === null || areas.includes(entry.area));
}

/**
 * The menu entry a pathname belongs to: the longest entry path that is the pathname or a parent of it. The
 * dashboard is nobody's parent: a page outside the role's menu (opened by its address) selects nothing.
 */
export function selectedEntry(pathname: string, entries: readonly AdminMenuEntry[]): string | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  let best: AdminMenuEntry | undefined;
  for (const entry of entries) {
    if (clean === entry.path || (entry.key !== 'home' && clean.startsWith(`${entry.path}/`))) {
      if (!best || entry.path.length > best.path.length) best = entry;
    }
  }
  return best?.key;
}

/**
 * The area a pathname needs, from the full menu (not the role's): the longest entry path that is the
 * pathname or a parent of it. null for the pages every staff member opens (工作台, 账号安全) and for
 * addresses outside the menu (their page says 404 itself).
 */
export function areaOfPath(pathname: string): AdminArea | null {
  const key = selectedEntry(pathname, ADMIN_MENU);
  return ADMIN_MENU.find((entry) => entry.key === key)?.area ?? null;
}

/** The area label of a key, for page titles. */
export function areaLabel(area: AdminArea): string {
  return ADMIN_AREA_TEXT[area];
}
