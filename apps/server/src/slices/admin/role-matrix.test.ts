import * as contract from '@app/contract';
import { STAFF_ROLES, type CallDef, type StaffRole } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { memberWithToken } from '../catalogue/testing.ts';
import { createStaffSession } from './staff-sessions.ts';
import { staffWithToken } from './testing.ts';

/**
 * Who may call what, written out by hand (not read from the server's table): every admin call of the
 * contract must be listed, and each is tried by a guest, a member and each staff role.
 */
const ALL: readonly StaffRole[] = STAFF_ROLES;
const FINANCE: readonly StaffRole[] = ['admin', 'finance'];
const REVIEW: readonly StaffRole[] = ['admin', 'reviewer'];
const ADMIN: readonly StaffRole[] = ['admin'];
const CATALOGUE: readonly StaffRole[] = ['admin', 'editor'];
const SITE: readonly StaffRole[] = ['admin', 'editor'];
const EXPECTED: Record<string, readonly StaffRole[]> = {
  'adminCalls.logout': ALL,
  'adminCalls.me': ALL,
  'adminCalls.totpSetup': ALL,
  'adminCalls.totpEnable': ALL,
  'adminCalls.totpDisable': ALL,
  'adminCalls.audit': ADMIN,
  'adminCalls.staffList': ADMIN,
  'adminCalls.todo': ALL,
  'adminReviewCalls.reviews': REVIEW,
  'adminReviewCalls.review': REVIEW,
  'adminReviewCalls.decide': REVIEW,
  'adminInvoiceCalls.invoices': FINANCE,
  'adminInvoiceCalls.issue': FINANCE,
  'adminInvoiceCalls.reject': FINANCE,
  'adminFinanceCalls.orders': FINANCE,
  'adminFinanceCalls.order': FINANCE,
  'adminFinanceCalls.refund': FINANCE,
  'adminFinanceCalls.vipOrder': FINANCE,
  'adminFinanceCalls.vipRefund': FINANCE,
  'adminFinanceCalls.recharges': FINANCE,
  'adminFinanceCalls.requery': FINANCE,
  'adminFinanceCalls.ledger': FINANCE,
  'adminFinanceCalls.adjust': FINANCE,
  'adminMemberCalls.members': ADMIN,
  'adminMemberCalls.member': ADMIN,
  'adminMemberCalls.setStatus': ADMIN,
  'adminMemberCalls.resetPassword': ADMIN,
  'adminMemberCalls.setFlags': ADMIN,
  'adminMemberCalls.grantVip': ADMIN,
  'adminCatalogueCalls.categories': CATALOGUE,
  'adminCatalogueCalls.createCategory': CATALOGUE,
  'adminCatalogueCalls.updateCategory': CATALOGUE,
  'adminCatalogueCalls.deleteCategory': CATALOGUE,
  'adminCatalogueCalls.courses': CATALOGUE,
  'adminCatalogueCalls.course': CATALOGUE,
  'adminCatalogueCalls.saveCourse': CATALOGUE,
  'adminCatalogueCalls.setCourseShelf': CATALOGUE,
  'adminCatalogueCalls.uploadImage': CATALOGUE,
  'adminProductCalls.plugs': CATALOGUE,
  'adminProductCalls.plug': CATALOGUE,
  'adminProductCalls.savePlug': CATALOGUE,
  'adminProductCalls.setPlugShelf': CATALOGUE,
  'adminProductCalls.addPlugVersion': CATALOGUE,
  'adminProductCalls.savePlugVersion': CATALOGUE,
  'adminProductCalls.deletePlugVersion': CATALOGUE,
  'adminProductCalls.orderPlugVersions': CATALOGUE,
  'adminProductCalls.goodsList': CATALOGUE,
  'adminProductCalls.goods': CATALOGUE,
  'adminProductCalls.saveGoods': CATALOGUE,
  'adminProductCalls.setGoodsShelf': CATALOGUE,
  'adminProductCalls.uploadFile': CATALOGUE,
  'adminLessonCalls.createChapter': CATALOGUE,
  'adminLessonCalls.renameChapter': CATALOGUE,
  'adminLessonCalls.deleteChapter': CATALOGUE,
  'adminLessonCalls.reorder': CATALOGUE,
  'adminLessonCalls.createLesson': CATALOGUE,
  'adminLessonCalls.updateLesson': CATALOGUE,
  'adminLessonCalls.deleteLesson': CATALOGUE,
  'adminOutlineCalls.setChapterLock': CATALOGUE,
  'adminOutlineCalls.setLessonLock': CATALOGUE,
  'adminOutlineCalls.createAttachment': CATALOGUE,
  'adminOutlineCalls.renameAttachment': CATALOGUE,
  'adminOutlineCalls.deleteAttachment': CATALOGUE,
  'adminOutlineCalls.reorderAttachments': CATALOGUE,
  'adminOutlineCalls.createMarker': CATALOGUE,
  'adminOutlineCalls.updateMarker': CATALOGUE,
  'adminOutlineCalls.deleteMarker': CATALOGUE,
  'adminPlayerCalls.courseAds': CATALOGUE,
  'adminPlayerCalls.saveCourseAds': CATALOGUE,
  'adminPlayerCalls.uploadAdVideo': CATALOGUE,
  'adminPlayerCalls.uploadCaption': CATALOGUE,
  'adminPlayerCalls.createCaption': CATALOGUE,
  'adminPlayerCalls.deleteCaption': CATALOGUE,
  'adminLessonCalls.attachVideo': CATALOGUE,
  'adminUploadCalls.openUpload': CATALOGUE,
  'adminUploadCalls.signParts': CATALOGUE,
  'adminUploadCalls.uploadStatus': CATALOGUE,
  'adminUploadCalls.completeUpload': CATALOGUE,
  'adminUploadCalls.abortUpload': CATALOGUE,
  'adminSiteCalls.newsList': SITE,
  'adminSiteCalls.newsDetail': SITE,
  'adminSiteCalls.newsCreate': SITE,
  'adminSiteCalls.newsUpdate': SITE,
  'adminSiteCalls.newsPublish': SITE,
  'adminSiteCalls.newsDelete': SITE,
  'adminSiteCalls.newsCategories': SITE,
  'adminSiteCalls.uploadImage': SITE,
  'adminSiteCalls.banners': SITE,
  'adminSiteCalls.saveBanners': SITE,
  'adminPromotionCalls.coupons': SITE,
  'adminPromotionCalls.couponCreate': SITE,
  'adminPromotionCalls.couponDisable': SITE,
  'adminPageCalls.vipSettings': SITE,
  'adminPageCalls.saveVipSettings': SITE,
  'adminPageCalls.helpPages': SITE,
  'adminPageCalls.saveHelpPage': SITE,
  'adminAiNewsCalls.list': SITE,
  'adminAiNewsCalls.detail': SITE,
  'adminAiNewsCalls.create': SITE,
  'adminAiNewsCalls.update': SITE,
  'adminAiNewsCalls.publish': SITE,
  'adminAiNewsCalls.remove': SITE,
  'adminAiCalls.galleryList': SITE,
  'adminAiCalls.galleryWork': SITE,
  'adminAiCalls.galleryCreate': SITE,
  'adminAiCalls.galleryUpdate': SITE,
  'adminAiCalls.galleryDelete': SITE,
  'adminAiCalls.plug': SITE,
  'adminAiCalls.savePlug': SITE,
  'adminAiCalls.addPlugFile': SITE,
  'adminAiCalls.deletePlugFile': SITE,
};

/** Admin routes outside the contract (CSV downloads), guarded by the same check (guardRawRoute). */
const RAW_ROUTES: { name: string; path: string; roles: readonly StaffRole[] }[] = [
  { name: 'GET /api/admin/orders/export', path: '/api/admin/orders/export', roles: FINANCE },
  { name: 'GET /api/admin/ledger/export', path: '/api/admin/ledger/export', roles: FINANCE },
];

const staffCalls = Object.entries(contract)
  .filter(([name]) => name.startsWith('admin') && name.endsWith('Calls'))
  .flatMap(([group, table]) =>
    Object.entries(table as Record<string, CallDef<any, any, any, any, any>>).map(([key, call]) => ({
      name: `${group}.${key}`,
      call,
    })),
  )
  .filter(({ call }) => call.auth === 'staff');

let t: TestApp;
let memberToken: string;
const staffIds = {} as Record<StaffRole, number>;
beforeAll(async () => {
  t = await startTestApp();
  memberToken = (await memberWithToken(t)).token;
  for (const role of STAFF_ROLES) staffIds[role] = (await staffWithToken(t, role)).id;
});
afterAll(() => t.close());

const urlOf = (path: string) =>
  path.replace(/:(\w+)/g, (_, name: string) => (name === 'kind' ? 'course' : '999999'));

describe('admin role matrix', () => {
  it('lists every staff call of the contract', () => {
    expect(staffCalls.length).toBeGreaterThan(0);
    expect(staffCalls.map((c) => c.name).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  describe.each(staffCalls)('$name', ({ name, call }) => {
    const send = (token?: string) =>
      t.call(call.method, urlOf(call.path), { token, body: call.method === 'GET' ? undefined : {} });

    it('refuses guests and members with 4001', async () => {
      expect(await send()).toMatchObject({ code: 4001, msg: '请先登录管理后台' });
      expect(await send(memberToken)).toMatchObject({ code: 4001, msg: '请先登录管理后台' });
    });

    it.each(STAFF_ROLES)('role %s', async (role) => {
      // A fresh session per try: a call that ends sessions (logout) must not blind the next ones.
      const token = await createStaffSession(t.ctx.db, staffIds[role], { ip: '127.0.0.1' });
      const answer = await send(token);
      if (EXPECTED[name]!.includes(role)) expect([4001, 4003]).not.toContain(answer.code);
      else expect(answer).toMatchObject({ code: 4003, msg: '您的角色无权执行该操作' });
    });
  });

  describe.each(RAW_ROUTES)('$name', ({ path, roles }) => {
    it('refuses guests and members with 4001', async () => {
      expect(await t.call('GET', path)).toMatchObject({ code: 4001, msg: '请先登录管理后台' });
      expect(await t.call('GET', path, { token: memberToken })).toMatchObject({ code: 4001 });
    });

    it.each(STAFF_ROLES)('role %s', async (role) => {
      const token = await createStaffSession(t.ctx.db, staffIds[role], { ip: '127.0.0.1' });
      const answer = await t.call('GET', path, { token });
      if (roles.includes(role)) expect(answer.status).toBe(200);
      else expect(answer).toMatchObject({ code: 4003, msg: '您的角色无权执行该操作' });
    });
  });
});
