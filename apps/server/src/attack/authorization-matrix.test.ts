// api pass: PostgreSQL only — a generated corpus above the database: identical on both engines, so it runs on the production one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { users } from '../kernel/members/index.ts';
import { setMemberDisabled } from '../slices/account/manage-member.ts';
import { createSession } from '../slices/account/sessions.ts';
import { createStaffSession } from '../slices/admin/staff-sessions.ts';
import { staffWithToken } from '../slices/admin/testing.ts';
import { memberWithToken } from '../slices/catalogue/testing.ts';
import { courseForSale, goodsForSale, pluginForSale } from '../slices/commerce/testing.ts';
import { companyHeader, rechargeOrder } from '../slices/invoicing/testing.ts';
import { CHINESE, contractCalls, fillPath, writeCounts } from './contract-calls.ts';

/**
 * docs/spec-decisions.md "Attack corpora" (1): every call that needs a session (auth 'required', and the back
 * office's 'staff' calls) tried by a guest, another member, the owner and a disabled member. The table below
 * says how to build the owner's request (ids of what the owner created); a call of the contract missing from
 * it fails the test, so a new call is not covered by accident. `owned: true` marks calls that address one of
 * the owner's records by id: another member must be refused there, and nothing another member is answered may
 * carry the owner's data.
 */
interface Fixture {
  ownerId: number;
  addressId: number;
  invoiceInfoId: number;
  rechargeOrderId: number;
  courseId: number;
  plugId: number;
  goodsId: number;
  followeeId: number;
}
interface Request {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** Addresses one of the owner's own records by id. */
  owned?: boolean;
}
type Build = (f: Fixture) => Request;

const MARK = '甲方私密标记';
const none: Build = () => ({});
const STAFF: Record<string, Build> = {
  'adminCalls.logout': none,
  'adminCalls.me': none,
  'adminCalls.totpSetup': none,
  'adminCalls.totpEnable': () => ({ body: { code: '000000' } }),
  'adminCalls.totpDisable': () => ({ body: { code: '000000' } }),
  'adminCalls.audit': none,
  'adminCalls.staffList': none,
  'adminCalls.todo': none,
  'adminFinanceCalls.orders': none,
  'adminFinanceCalls.order': none,
  'adminFinanceCalls.refund': () => ({ body: { reason: '测试退款' } }),
  'adminFinanceCalls.vipOrder': none,
  'adminFinanceCalls.vipRefund': () => ({ body: { reason: '测试退款' } }),
  'adminFinanceCalls.recharges': none,
  'adminFinanceCalls.requery': (f) => ({ params: { id: f.rechargeOrderId } }),
  'adminFinanceCalls.ledger': none,
  'adminFinanceCalls.adjust': (f) => ({ body: { user_id: f.ownerId, amount: '1.00', reason: '测试调整' } }),
  'adminInvoiceCalls.invoices': none,
  'adminInvoiceCalls.issue': none,
  'adminInvoiceCalls.reject': () => ({ body: { reason: '抬头有误' } }),
  'adminCatalogueCalls.categories': () => ({ query: { kind: 'course' } }),
  'adminCatalogueCalls.createCategory': () => ({ body: { kind: 'goods', name: '矩阵分类' } }),
  'adminCatalogueCalls.updateCategory': () => ({
    params: { id: 999999 },
    body: { name: '矩阵分类', sort: 0, hidden: false },
  }),
  'adminCatalogueCalls.deleteCategory': () => ({ params: { id: 999999 } }),
  'adminCatalogueCalls.courses': none,
  'adminCatalogueCalls.uploadImage': none,
  'adminCatalogueCalls.course': (f) => ({ params: { id: f.courseId } }),
  'adminCatalogueCalls.saveCourse': (f) => ({ params: { id: f.courseId }, body: { name: '' } }),
  'adminCatalogueCalls.setCourseShelf': () => ({ params: { id: 999999 }, body: { on_shelf: true } }),
  'adminLessonCalls.createChapter': (f) => ({ params: { id: f.courseId }, body: { name: '' } }),
  'adminLessonCalls.renameChapter': () => ({ params: { id: 999999 }, body: { name: '矩阵章节' } }),
  'adminLessonCalls.deleteChapter': () => ({ params: { id: 999999 } }),
  'adminLessonCalls.reorder': (f) => ({ params: { id: f.courseId }, body: { chapters: [] } }),
  'adminLessonCalls.createLesson': () => ({
    params: { id: 999999 },
    body: { name: '矩阵课时', is_first: false, duration: 0 },
  }),
  'adminLessonCalls.updateLesson': () => ({
    params: { id: 999999 },
    body: { name: '矩阵课时', is_first: false, duration: 0 },
  }),
  'adminLessonCalls.deleteLesson': () => ({ params: { id: 999999 } }),
  'adminOutlineCalls.setChapterLock': () => ({ params: { id: 999999 }, body: { locked: true } }),
  'adminOutlineCalls.setLessonLock': () => ({ params: { id: 999999 }, body: { locked: true } }),
  'adminOutlineCalls.createAttachment': () => ({
    params: { id: 999999 },
    body: { name: '矩阵附件', file_key: 'admin/files/x' },
  }),
  'adminOutlineCalls.renameAttachment': () => ({ params: { id: 999999 }, body: { name: '矩阵附件' } }),
  'adminOutlineCalls.deleteAttachment': () => ({ params: { id: 999999 } }),
  'adminOutlineCalls.reorderAttachments': () => ({ params: { id: 999999 }, body: { ids: [] } }),
  'adminOutlineCalls.createMarker': () => ({
    params: { id: 999999 },
    body: { offset: 1, title: '矩阵打点' },
  }),
  'adminOutlineCalls.updateMarker': () => ({
    params: { id: 999999 },
    body: { offset: 1, title: '矩阵打点' },
  }),
  'adminOutlineCalls.deleteMarker': () => ({ params: { id: 999999 } }),
  'adminPlayerCalls.courseAds': (f) => ({ params: { id: f.courseId } }),
  'adminPlayerCalls.saveCourseAds': (f) => ({
    params: { id: f.courseId },
    body: { enabled: false, start_image: null, video: null, videos: [], pause_image: null },
  }),
  'adminPlayerCalls.uploadAdVideo': none,
  'adminPlayerCalls.uploadCaption': none,
  'adminPlayerCalls.createCaption': () => ({
    params: { id: 999999 },
    body: { lang: 'zh-CN', label: '中文', is_default: true, file_key: 'admin/captions/x.vtt' },
  }),
  'adminPlayerCalls.deleteCaption': () => ({ params: { id: 999999 } }),
  'adminLessonCalls.attachVideo': () => ({ params: { id: 999999 }, body: { key: 'admin/uploads/1/x.mp4' } }),
  'adminUploadCalls.openUpload': () => ({ body: { purpose: 'video', name: 'a.mp4', size: 1 } }),
  'adminUploadCalls.signParts': () => ({ params: { id: 999999 }, body: { part_numbers: [1] } }),
  'adminUploadCalls.uploadStatus': () => ({ params: { id: 999999 } }),
  'adminUploadCalls.completeUpload': () => ({ params: { id: 999999 }, body: { parts: [] } }),
  'adminUploadCalls.abortUpload': () => ({ params: { id: 999999 } }),
  'adminMemberCalls.members': none,
  'adminMemberCalls.member': (f) => ({ params: { id: f.ownerId } }),
  'adminMemberCalls.setStatus': (f) => ({
    params: { id: f.followeeId },
    body: { disabled: false, reason: '' },
  }),
  'adminMemberCalls.resetPassword': (f) => ({
    params: { id: f.followeeId },
    body: { password: 'Newpass123' },
  }),
  'adminMemberCalls.setFlags': (f) => ({ params: { id: f.followeeId }, body: { creator: true } }),
  'adminMemberCalls.grantVip': (f) => ({ params: { id: f.followeeId }, body: { months: 1, reason: '测试' } }),
  'adminReviewCalls.reviews': none,
  'adminReviewCalls.review': () => ({ params: { kind: 'course' } }),
  'adminReviewCalls.decide': () => ({ params: { kind: 'course' }, body: { decision: 'approve' } }),
  'adminProductCalls.plugs': none,
  'adminProductCalls.plug': (f) => ({ params: { id: f.plugId } }),
  'adminProductCalls.savePlug': (f) => ({ params: { id: f.plugId }, body: { name: '' } }),
  'adminProductCalls.setPlugShelf': () => ({ params: { id: 999999 }, body: { on_shelf: true } }),
  'adminProductCalls.addPlugVersion': (f) => ({ params: { id: f.plugId }, body: { type: 'package' } }),
  'adminProductCalls.savePlugVersion': (f) => ({ params: { id: f.plugId, versionId: 999999 }, body: {} }),
  'adminProductCalls.deletePlugVersion': (f) => ({ params: { id: f.plugId, versionId: 999999 } }),
  'adminProductCalls.orderPlugVersions': (f) => ({ params: { id: f.plugId }, body: { ids: [999999] } }),
  'adminProductCalls.goodsList': none,
  'adminProductCalls.goods': (f) => ({ params: { id: f.goodsId } }),
  'adminProductCalls.saveGoods': (f) => ({ params: { id: f.goodsId }, body: { name: '' } }),
  'adminProductCalls.setGoodsShelf': () => ({ params: { id: 999999 }, body: { on_shelf: true } }),
  'adminProductCalls.uploadFile': none,
  'adminSiteCalls.newsList': none,
  'adminSiteCalls.newsDetail': none,
  'adminSiteCalls.newsCreate': () => ({ body: { title: MARK, cate_id: 1, content: MARK, published: true } }),
  'adminSiteCalls.newsUpdate': () => ({ body: { title: MARK, cate_id: 1, content: MARK, published: true } }),
  'adminSiteCalls.newsPublish': () => ({ body: { published: true } }),
  'adminSiteCalls.newsDelete': none,
  'adminSiteCalls.newsCategories': none,
  'adminSiteCalls.uploadImage': none,
  'adminSiteCalls.banners': none,
  'adminSiteCalls.saveBanners': () => ({ body: { banners: [] } }),
  'adminPromotionCalls.coupons': none,
  'adminPromotionCalls.couponCreate': () => ({ body: { code: 'MATRIX01', kind: 'fixed', value: '1' } }),
  'adminPromotionCalls.couponDisable': none,
  'adminPageCalls.vipSettings': none,
  'adminPageCalls.saveVipSettings': () => ({ body: { title_pre: MARK } }),
  'adminPageCalls.helpPages': none,
  'adminPageCalls.saveHelpPage': () => ({ params: { page: 'about' }, body: { content: MARK } }),
  'adminAiNewsCalls.list': none,
  'adminAiNewsCalls.detail': none,
  'adminAiNewsCalls.create': () => ({ body: { title: MARK, cate: 1, content: MARK, published: true } }),
  'adminAiNewsCalls.update': () => ({ body: { title: MARK, cate: 1, content: MARK, published: true } }),
  'adminAiNewsCalls.publish': () => ({ body: { published: true } }),
  'adminAiNewsCalls.remove': none,
  'adminAiCalls.galleryList': none,
  'adminAiCalls.galleryWork': none,
  'adminAiCalls.galleryCreate': () => ({ body: { title: MARK, cate_id: 1, cover: '/files/public/x.png' } }),
  'adminAiCalls.galleryUpdate': () => ({ body: { title: MARK, cate_id: 1, cover: '/files/public/x.png' } }),
  'adminAiCalls.galleryDelete': none,
  'adminAiCalls.plug': none,
  'adminAiCalls.savePlug': () => ({ body: { images: '', link: '' } }),
  'adminAiCalls.addPlugFile': () => ({ body: { type: 'package', version_code: '1.0', file_key: MARK } }),
  'adminAiCalls.deletePlugFile': none,
};
const MEMBER: Record<string, Build> = {
  'accountCalls.logout': none,
  'accountCalls.me': none,
  'accountCalls.update': () => ({ body: { name: MARK, sign: MARK } }),
  'noticeChannelCalls.read': none,
  'noticeChannelCalls.save': () => ({ body: { sms: false, email: false } }),
  'accountCalls.uploadImage': none,
  'accountCalls.setPassword': () => ({ body: { password: 'secret456', password_confirmation: 'secret456' } }),
  'accountCalls.setSecurity': () => ({ body: { answer1: '一', answer2: '二', answer3: '三' } }),
  'accountCalls.setPhone': () => ({ body: { phone: '13900000000', code: '000000' } }),
  'accountCalls.setEmail': () => ({ body: { email: 'owner@example.com', code: '000000' } }),
  'aiCalls.galleryLike': () => ({ body: { id: 1 } }),
  'aiCalls.plugDownload': () => ({ body: { id: 1 } }),
  'aiCalls.buy': () => ({ body: { id: 1 } }),
  'aiChatCalls.chat': () => ({ body: { prompt: '你好' } }),
  'aiRenderCalls.generate': () => ({ body: { promt: '一间客厅', quality: 1, size: 1 } }),
  'aiRenderCalls.task': () => ({}),
  'aiRenderCalls.cancel': () => ({}),
  'aiRenderCalls.history': none,
  'catalogueCalls.plugCount': (f) => ({ params: { id: f.plugId } }),
  'commerceCalls.orderPreinfo': (f) => ({ body: { product_id: f.courseId, product_type: 1 } }),
  'commerceCalls.couponCode': () => ({ body: { code: 'NOPE', product_id: 1, product_type: 1 } }),
  'commerceCalls.orderStore': (f) => ({ body: { product_id: f.goodsId, product_type: 3, pay_method: 0 } }),
  'commerceCalls.getOrder': () => ({ body: { order_no: 'NOPE' } }),
  'commerceCalls.createOrder': () => ({ body: { order_no: 'NOPE' } }),
  'commerceCalls.addressList': none,
  'commerceCalls.addressCreate': () => ({
    body: { name: MARK, phone: '13800000000', address: `${MARK}路 1 号`, post_code: '' },
  }),
  'commerceCalls.addressUpdate': (f) => ({
    owned: true,
    params: { id: f.addressId },
    body: { name: MARK, phone: '13800000000', address: `${MARK}路 2 号`, post_code: '' },
  }),
  'commerceCalls.addressDelete': (f) => ({ owned: true, params: { id: f.addressId } }),
  'commerceCalls.orderList': none,
  'commerceCalls.orderDetail': none,
  'communityCalls.commentCreate': (f) => ({ body: { content: MARK, target_id: f.courseId } }),
  'communityCalls.commentReply': () => ({ body: { content: MARK, comment_id: 999999 } }),
  'communityCalls.follow': (f) => ({ params: { userId: f.followeeId }, query: { type: 1 } }),
  'communityCalls.replies': none,
  'creatorCalls.creatorCategories': none,
  'creatorCalls.putCourse': () => ({ body: { status: 0, title: MARK } }),
  'creatorCalls.putPlug': () => ({ body: { status: 0, title: MARK } }),
  'creatorCalls.putGoods': () => ({ body: { status: 0, title: MARK } }),
  'creatorCalls.listPuts': () => ({ params: { kind: 'course' } }),
  'creatorCalls.deletePut': () => ({ params: { kind: 'course' }, query: { id: 999999 } }),
  'creatorCalls.oss': none,
  'creatorCalls.multipartCreate': () => ({ body: { token: 'x', purpose: 'video', name: 'a.mp4', size: 1 } }),
  'creatorCalls.multipartParts': () => ({ body: { parts: [1] } }),
  'creatorCalls.multipartStatus': none,
  'creatorCalls.multipartComplete': () => ({ body: { parts: [] } }),
  'creatorCalls.multipartAbort': none,
  'invoicingCalls.invoiceRechargeOrders': none,
  'invoicingCalls.invoiceInfoList': none,
  'invoicingCalls.invoiceInfoCreate': () => ({ body: companyHeader({ header_name: MARK }) }),
  'invoicingCalls.invoiceInfoUpdate': (f) => ({
    owned: true,
    params: { id: f.invoiceInfoId },
    body: companyHeader({ header_name: MARK }),
  }),
  'invoicingCalls.invoiceInfoDelete': (f) => ({ owned: true, params: { id: f.invoiceInfoId } }),
  'invoicingCalls.invoiceApply': (f) => ({
    owned: true,
    body: { recharge_order_id: f.rechargeOrderId, invoice_info_id: f.invoiceInfoId },
  }),
  'invoicingCalls.invoiceModify': (f) => ({ body: { invoice_info_id: f.invoiceInfoId } }),
  'invoicingCalls.invoiceRecords': none,
  'learningCalls.progress': (f) => ({
    body: { course_id: f.courseId, course_detail_id: 999999, time: 1, duration: 10 },
  }),
  'learningCalls.collect': (f) => ({ body: { course_id: f.courseId } }),
  'learningCalls.collectCancel': (f) => ({ body: { course_id: f.courseId } }),
  'learningCalls.freeCourse': (f) => ({ body: { course_id: f.courseId } }),
  'learningCalls.myCourses': none,
  'playerCalls.danmakuSend': () => ({ body: { text: MARK, mode: 1, stime: 1, size: 1, color: '#ffffff' } }),
  'walletCalls.walletLogs': none,
  'walletCalls.recharge': () => ({ body: { num: 1, pay_method: 1 } }),
  'walletCalls.rechargeOrder': () => ({ body: { order_no: 'NOPE' } }),
};

const calls = contractCalls().filter(({ call }) => call.auth === 'required' || call.auth === 'staff');
const cells = { 'matrix cells': 0 };

let t: TestApp;
let f: Fixture;
let otherToken: string;
let staffId: number;
const disabledTokens: string[] = [];
const ownerSecrets: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  const owner = await memberWithToken(t, MARK);
  const other = await memberWithToken(t, '乙方会员');
  const followee = await memberWithToken(t, '被关注者');
  otherToken = other.token;
  staffId = (await staffWithToken(t, 'admin')).id;
  const address = await t.call('POST', '/api/address', {
    token: owner.token,
    body: { name: MARK, phone: '13800000000', address: `${MARK}路 9 号`, post_code: '200000' },
  });
  const info = await t.call('POST', '/api/invoice/info', {
    token: owner.token,
    body: companyHeader({ header_name: MARK, tax_number: '91310000MA1FL8XQ3K' }),
  });
  expect([address.code, info.code]).toEqual([200, 200]);
  const recharge = await rechargeOrder(t, owner.id, '100.00', { status: 1 });
  f = {
    ownerId: owner.id,
    addressId: address.data.id,
    invoiceInfoId: info.data.id,
    rechargeOrderId: recharge.id,
    courseId: (await courseForSale(t)).id,
    plugId: (await pluginForSale(t)).id,
    goodsId: (await goodsForSale(t)).id,
    followeeId: followee.id,
  };
  // What must never reach another member: the owner's phone, address and invoice header.
  ownerSecrets.push(owner.phone!, MARK, '91310000MA1FL8XQ3K');

  // A disabled member: the session from before (ended by disabling) and one made afterwards (a sign-in
  // racing the disabling): neither may act as the member.
  const disabled = await memberWithToken(t, '停用会员');
  disabledTokens.push(disabled.token);
  await setMemberDisabled(t.ctx.db, { userId: disabled.id, disabled: true, reason: '测试停用' });
  disabledTokens.push(await createSession(t.ctx.db, disabled.id));
  const [row] = await t.ctx.db.select().from(users).where(eq(users.id, disabled.id));
  expect(row!.disabledAt).not.toBeNull();
});
afterAll(async () => {
  await writeCounts('authorization-matrix', cells);
  await t?.close();
});

function send(name: string, method: string, path: string, req: Request, token?: string) {
  const query = req.query ? `?${new URLSearchParams(req.query as Record<string, string>)}` : '';
  return t.call(method, fillPath(path, req.params) + query, {
    token,
    body: method === 'GET' || method === 'DELETE' ? undefined : (req.body ?? {}),
  });
}

function expectAnswer(res: { status: number; code: number; msg: string }, who: string) {
  expect(res.status, who).not.toBe(500);
  expect(typeof res.code, who).toBe('number');
  if (res.code !== 200) expect(res.msg, who).toMatch(CHINESE);
}

describe('authorization matrix', () => {
  it('lists every call of the contract that needs a session (new calls fail until listed)', () => {
    const listed = [...Object.keys(STAFF), ...Object.keys(MEMBER)].sort();
    expect(calls.map((c) => c.name).sort()).toEqual(listed);
    expect(calls.length).toBeGreaterThan(80);
  });

  describe.each(calls)('$name', ({ name, call }) => {
    const staff = call.auth === 'staff';
    const build = (staff ? STAFF : MEMBER)[name] ?? none;

    it('guest and disabled member: 4001', async () => {
      const req = build(f);
      const guest = await send(name, call.method, call.path, req);
      expect(guest.code, 'guest').toBe(4001);
      expect(guest.msg).toMatch(CHINESE);
      cells['matrix cells'] += 1;
      for (const token of disabledTokens) {
        const res = await send(name, call.method, call.path, req, token);
        expect(res.code, 'disabled member').toBe(4001);
      }
      cells['matrix cells'] += 1;
    });

    it('another member: refused on the owner’s records, never the owner’s data', async () => {
      const req = build(f);
      const res = await send(name, call.method, call.path, req, otherToken);
      expectAnswer(res, 'another member');
      if (staff) expect(res.code, 'member on a staff call').toBe(4001);
      if (req.owned) expect(res.code, 'another member on the owner’s record').not.toBe(200);
      const text = JSON.stringify(res.data ?? null);
      for (const secret of ownerSecrets) expect(text, 'owner data leaked').not.toContain(secret);
      cells['matrix cells'] += 1;
    });

    it('owner (or staff): an answer, never a 500', async () => {
      const req = build(f);
      const token = staff
        ? await createStaffSession(t.ctx.db, staffId, { ip: '127.0.0.1', userAgent: 'matrix' })
        : await createSession(t.ctx.db, f.ownerId);
      const res = await send(name, call.method, call.path, req, token);
      expectAnswer(res, 'owner');
      expect(res.code).not.toBe(4001);
      cells['matrix cells'] += 1;
    });
  });
});
