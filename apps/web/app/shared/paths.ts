/**
 * Every page of routes.ts as a typed function: `paths.course(12)` instead of `/coursepage/${12}`. Links,
 * navigate() calls and redirects use these, so a renamed route changes here only; paths.test.ts fails when an
 * entry stops matching a route of routes.ts. Query values that are undefined, null or '' are left out.
 */
export type QueryValues = Record<string, string | number | null | undefined>;
type Id = number | string;

/** '/news' + '?cate_id=3' (URLSearchParams encoding, in the order given). */
export function withQuery(path: string, query: QueryValues | URLSearchParams = {}): string {
  const search =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query)
            .filter(([, value]) => value !== undefined && value !== null && value !== '')
            .map(([key, value]) => [key, String(value)]),
        );
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

const id = (value: Id) => encodeURIComponent(String(value));

export const paths = {
  home: () => '/',
  index: () => '/index',

  // account (guest-only)
  /** `redirect` is a same-site path the login page returns to (000 §2.5); encoded with encodeURIComponent. */
  login: (options: { redirect?: string } = {}) =>
    options.redirect ? `/login?redirect=${encodeURIComponent(options.redirect)}` : '/login',
  register: () => '/register',
  verification: () => '/verification',
  forget: () => '/forget',
  resetPassword: (query?: QueryValues) => withQuery('/reset-password', query),
  emailVerify: (query?: QueryValues) => withQuery('/email-verify', query),

  // site
  help: (query?: { type?: string }) => withQuery('/help', query),
  about: (query?: { type?: string }) => withQuery('/about', query),

  // catalogue
  courseList: (query?: QueryValues | URLSearchParams) => withQuery('/course', query),
  course: (courseId: Id, query?: { task_id?: Id | null }) => withQuery(`/coursepage/${id(courseId)}`, query),
  plugList: (query?: QueryValues | URLSearchParams) => withQuery('/plug', query),
  plug: (plugId: Id) => `/plug/${id(plugId)}`,
  goodsList: (query?: QueryValues | URLSearchParams) => withQuery('/periphery', query),
  goods: (goodsId: Id) => `/periphery/${id(goodsId)}`,
  newsList: (query?: { cate_id?: Id | null }) => withQuery('/news', query),
  news: (newsId: Id) => `/news/${id(newsId)}`,
  search: (query?: QueryValues | URLSearchParams) => withQuery('/search', query),

  // commerce
  payment: (query?: QueryValues | URLSearchParams) => withQuery('/payment', query),
  paymentResult: (query: { order_no: string; order_type: number }) => withQuery('/payment-result', query),

  // community
  people: () => '/userfans',
  profile: (userId: Id, query?: QueryValues | URLSearchParams) => withQuery(`/userfans/${id(userId)}`, query),
  fansList: (userId: Id) => `/userfanslist/${id(userId)}`,
  followList: (userId: Id) => `/attentionlist/${id(userId)}`,

  // personal centre
  user: (query?: { type?: string }) => withQuery('/user', query),
  userInfo: () => '/user/info',
  userCertification: () => '/user/certification',
  userSecurity: () => '/user/security',
  userSocialite: () => '/user/socialite',
  userCourse: (query?: { type?: string }) => withQuery('/user/course', query),
  /** `kind` opens that kind's tab; `id` marks that submission (the one just published from 我的上传). */
  userContribute: (query?: { kind?: string; id?: number }) => withQuery('/user/contribute', query),
  userOrder: () => '/user/order',
  userOrderDetail: (orderId: Id) => `/user/order/${id(orderId)}`,
  /**
   * `back` is the checkout (or VIP page) to return to after a recharge (001 §2.10), `need` the 光子 it lacked,
   * which the recharge dialog starts with; encoded with encodeURIComponent.
   */
  userIntegral: (options: { back?: string; need?: string } = {}) => {
    const query = [
      options.back ? `back=${encodeURIComponent(options.back)}` : '',
      options.need ? `need=${encodeURIComponent(options.need)}` : '',
    ].filter(Boolean);
    return query.length ? `/user/integral?${query.join('&')}` : '/user/integral';
  },
  userRecharge: () => '/user/recharge',
  userMessage: () => '/user/message',
  userAddress: () => '/user/address',

  devOutbox: () => '/dev/outbox',

  // AI area
  ai: () => '/ai',
  aiGallery: () => '/ai/gallery',
  aiPlug: () => '/ai/plug',
  aiChat: () => '/ai/chat',
  aiRender: () => '/ai/render',
  aiNews: (query?: QueryValues) => withQuery('/ai/news', query),
  aiNewsDetail: (newsId: Id) => `/ai/news/${id(newsId)}`,
  aiVip: () => '/ai/vip',

  // back office (docs/spec-decisions.md "Back office"): client-rendered, staff sessions only
  admin: () => '/admin',
  /** `redirect` is the admin page to return to after signing in. */
  adminLogin: (options: { redirect?: string } = {}) =>
    options.redirect ? `/admin/login?redirect=${encodeURIComponent(options.redirect)}` : '/admin/login',
  adminSecurity: () => '/admin/security',
  adminReview: (query?: QueryValues) => withQuery('/admin/review', query),
  adminReviewDetail: (kind: string, reviewId: Id) => `/admin/review/${id(kind)}/${id(reviewId)}`,
  adminInvoices: (query?: QueryValues) => withQuery('/admin/invoices', query),
  adminOrders: (query?: QueryValues) => withQuery('/admin/orders', query),
  adminOrder: (orderId: Id) => `/admin/orders/${id(orderId)}`,
  adminVipOrder: (orderId: Id) => `/admin/orders/vip/${id(orderId)}`,
  adminRecharges: (query?: QueryValues) => withQuery('/admin/recharges', query),
  adminLedger: (query?: QueryValues) => withQuery('/admin/ledger', query),
  adminMembers: (query?: QueryValues) => withQuery('/admin/members', query),
  adminMember: (memberId: Id) => `/admin/members/${id(memberId)}`,
  adminAudit: (query?: QueryValues) => withQuery('/admin/audit', query),
  adminCategories: (query?: QueryValues) => withQuery('/admin/categories', query),
  adminCourses: (query?: QueryValues) => withQuery('/admin/courses', query),
  adminCourse: (courseId: Id) => `/admin/courses/${id(courseId)}`,
  adminPlugs: (query?: QueryValues) => withQuery('/admin/plugs', query),
  adminPlug: (plugId: Id) => `/admin/plugs/${id(plugId)}`,
  adminGoodsList: (query?: QueryValues) => withQuery('/admin/goods', query),
  adminGoods: (goodsId: Id) => `/admin/goods/${id(goodsId)}`,
  adminNews: (query?: QueryValues) => withQuery('/admin/news', query),
  adminNewsNew: () => '/admin/news/new',
  adminNewsEdit: (newsId: Id) => `/admin/news/${id(newsId)}`,
  adminHomeBanners: () => '/admin/home-banners',
  adminVipSettings: () => '/admin/vip-settings',
  adminHelpPages: (query?: QueryValues) => withQuery('/admin/help-pages', query),
  adminAiNews: (query?: QueryValues) => withQuery('/admin/ai-news', query),
  adminAiNewsNew: () => '/admin/ai-news/new',
  adminAiNewsEdit: (newsId: Id) => `/admin/ai-news/${id(newsId)}`,
  adminAiGallery: (query?: QueryValues) => withQuery('/admin/ai-gallery', query),
  adminAiGalleryNew: () => '/admin/ai-gallery/new',
  adminAiGalleryEdit: (workId: Id) => `/admin/ai-gallery/${id(workId)}`,
  adminAiPlug: () => '/admin/ai-plug',
  adminCoupons: (query?: QueryValues) => withQuery('/admin/coupons', query),
} as const;
