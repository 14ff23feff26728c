/** Business constants from the spec (000 §9, 001 §9). */
export const ProductType = { course: 1, plug: 2, goods: 3 } as const;
export type ProductTypeValue = (typeof ProductType)[keyof typeof ProductType];

/** The payment result's `order_type` (000 §2.16): 1 a product order; a recharge order is sent as 2. */
export const ResultOrderType = { product: 1, recharge: 2 } as const;

/** 1 光子 = 10 元. */
export const YUAN_PER_PHOTON = 10;

export const PageSize = {
  courses: 12,
  plugs: 10,
  goods: 12,
  news: 9,
  search: 10,
  goodsComments: 15,
  /**
   * A comment list asked without `limit` (the course page, 000 §7, sends only target_id): this many newest
   * comments with all their replies, and the largest page anyone may ask for; `total` says whether there
   * are more, reached with limit and offset.
   */
  allComments: 200,
  fans: 12,
  profileWorks: 10,
  myCourses: 10,
  orders: 10,
  walletLogs: 15,
  rechargeOrders: 15,
  replies: 15,
  contributions: 10,
} as const;

export const CATEGORY_MAX_LEVEL = 4;
/** Categories aliased 'tenant' (and their children) are shown but cannot be chosen by members. */
export const TENANT_ALIAS = 'tenant';

export const SERVICE_HOURS = '周一至周五 9:00-18:00';

/** Security questions (000 §2.5, 001 §2.5), keyed 1, 2, 3 as the API sends them. */
export const SECURITY_QUESTIONS = {
  1: '您父母的姓名是？',
  2: '您老师的姓名是？',
  3: '您配偶的姓名是？',
} as const;

/** Help tabs (000 §2.13), in display order. */
export const HELP_TABS = [
  { type: 'about', label: '关于我们' },
  { type: 'question', label: '常见问题' },
  { type: 'service', label: '服务条款' },
  { type: 'private', label: '隐私协议' },
  { type: 'upload_statement', label: '上传声明' },
  { type: 'copyright_statement', label: '版权声明' },
] as const;
export type HelpType = (typeof HELP_TABS)[number]['type'];

/** Personal-centre menu in the spec's order (000 §2.2). */
export const USER_MENU = [
  { path: '/user/order', label: '我的订单' },
  { path: '/user/course', label: '我的课程' },
  { path: '/user/integral', label: '光子账户' },
  { path: '/user/recharge', label: '快速开票' },
  { path: '/user/message', label: '消息回复' },
  { path: '/user/info', label: '基本信息' },
  { path: '/user/address', label: '收货地址' },
  { path: '/user/security', label: '安全设置' },
  { path: '/user/socialite', label: '第三方登录' },
] as const;

export const SMS_SCENES = ['register', 'login', 'set-phone'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

/**
 * An API answer that is the same for every visitor (a guests' cached answer, apps/server/src/http/route.ts)
 * carries this header, valued with how many seconds it stays fresh: the web server's page renders reuse
 * such answers for that long instead of asking again (apps/web/app/shared/api/shared-answers.ts).
 */
export const SHARED_ANSWER_HEADER = 'x-shared-seconds';
