import { areasOf, STAFF_ROLES, type StaffRole } from '@app/contract/web';
import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, AREA_HINT, areaOfPath, menuFor, selectedEntry } from './admin-menu.ts';

/**
 * Each role's side menu, written out as the staff member sees it. Who may use which area is decided in one
 * place (ADMIN_AREAS, packages/contract/src/plain/admin.ts; docs/spec-decisions.md "Roles and areas"); the
 * server sends a staff member `areasOf(role)` and the menu is `menuFor` of those. Computing the expectation
 * with the same filter would prove nothing, so the lists are literal: a role gaining or losing an entry (a
 * change of ADMIN_AREAS or of ADMIN_MENU) must change this file.
 */
const EXPECTED: Record<StaffRole, string[]> = {
  admin: [
    '工作台',
    '投稿审核',
    '发票管理',
    '订单与退款',
    '充值订单',
    '光子流水',
    '会员管理',
    '操作日志',
    '分类管理',
    '课程管理',
    '插件管理',
    '素材管理',
    '资讯管理',
    '首页轮播图',
    'VIP 套餐',
    '帮助页面',
    'AI 资讯',
    'AI 作品集',
    'AI 插件',
    '优惠券',
    '账号安全',
  ],
  reviewer: ['工作台', '投稿审核', '账号安全'],
  finance: ['工作台', '发票管理', '订单与退款', '充值订单', '光子流水', '账号安全'],
  editor: [
    '工作台',
    '分类管理',
    '课程管理',
    '插件管理',
    '素材管理',
    '资讯管理',
    '首页轮播图',
    'VIP 套餐',
    '帮助页面',
    'AI 资讯',
    'AI 作品集',
    'AI 插件',
    '优惠券',
    '账号安全',
  ],
};

const menuOf = (areas: readonly string[]) => menuFor(areas).map((entry) => entry.label);

describe('admin menu', () => {
  it.each(STAFF_ROLES)('shows %s exactly its entries, in order', (role) => {
    expect(menuOf(areasOf(role))).toEqual(EXPECTED[role]);
  });

  it('keeps money, members and the audit log away from the roles that do not handle them', () => {
    // Spelled out apart from the lists above: the entries whose leak would matter most.
    for (const role of ['reviewer', 'editor'] as const)
      for (const label of ['发票管理', '订单与退款', '充值订单', '光子流水'])
        expect(menuOf(areasOf(role)), `${role} ${label}`).not.toContain(label);
    for (const role of ['reviewer', 'finance', 'editor'] as const)
      for (const label of ['会员管理', '操作日志'])
        expect(menuOf(areasOf(role)), `${role} ${label}`).not.toContain(label);
    expect(menuOf(areasOf('finance'))).not.toContain('优惠券');
  });

  it('would notice a role gaining or losing an entry', () => {
    // Wrong examples: a reviewer handed the members area, a finance role without the orders area. The
    // menus differ from the expected ones by exactly the entries gained or lost.
    const reviewerPlusMembers = menuOf([...areasOf('reviewer'), 'members']);
    expect(reviewerPlusMembers).toEqual(['工作台', '投稿审核', '会员管理', '账号安全']);
    expect(reviewerPlusMembers).not.toEqual(EXPECTED.reviewer);
    const financeWithoutOrders = menuOf(areasOf('finance').filter((area) => area !== 'orders'));
    expect(financeWithoutOrders).toEqual(['工作台', '发票管理', '光子流水', '账号安全']);
    expect(financeWithoutOrders).not.toEqual(EXPECTED.finance);
  });

  it('gives a signed-in staff member without areas only 工作台 and 账号安全', () => {
    expect(menuOf([])).toEqual(['工作台', '账号安全']);
  });

  it('selects the entry of a page and of its sub-pages', () => {
    expect(selectedEntry('/admin', ADMIN_MENU)).toBe('home');
    expect(selectedEntry('/admin/', ADMIN_MENU)).toBe('home');
    expect(selectedEntry('/admin/security', ADMIN_MENU)).toBe('security');
    expect(selectedEntry('/admin/orders/12', ADMIN_MENU)).toBe('orders');
    expect(selectedEntry('/elsewhere', ADMIN_MENU)).toBeUndefined();
    // A reviewer opening an order by its address: no entry of theirs is that page's, not even 工作台.
    expect(selectedEntry('/admin/orders/12', menuFor(areasOf('reviewer')))).toBeUndefined();
  });
});

describe('areaOfPath', () => {
  it('names the area a page and its detail pages need, and none for pages every staff member opens', () => {
    expect(areaOfPath('/admin/orders')).toBe('orders');
    expect(areaOfPath('/admin/orders/12')).toBe('orders');
    expect(areaOfPath('/admin/recharges')).toBe('orders');
    expect(areaOfPath('/admin/review/course/3')).toBe('review');
    expect(areaOfPath('/admin/ai-news/new')).toBe('site');
    expect(areaOfPath('/admin')).toBeNull();
    expect(areaOfPath('/admin/security')).toBeNull();
    expect(areaOfPath('/admin/nowhere')).toBeNull();
  });
});

describe('工作台 cards', () => {
  it('every area entry says what it is for (no empty card)', () => {
    const areaEntries = ADMIN_MENU.filter((entry) => entry.area !== null);
    expect(areaEntries.filter((entry) => !AREA_HINT[entry.key]).map((entry) => entry.label)).toEqual([]);
  });
});
