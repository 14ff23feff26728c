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

/** The area label of a key, for page titles. */
export function areaLabel(area: AdminArea): string {
  return ADMIN_AREA_TEXT[area];
}
