// Plain values of the back office (docs/spec-decisions.md "Back office"): staff roles, which role may use
// which area, messages. Zod-free, so the admin app builds its menu from the same table the server checks
// every call against.

/** Staff roles, separate from members: a staff account is never a member account. */
export const STAFF_ROLES = ['admin', 'reviewer', 'finance', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_TEXT: Record<StaffRole, string> = {
  admin: '管理员',
  reviewer: '审核员',
  finance: '财务',
  editor: '编辑',
};

/**
 * The back office's areas and the roles that may use each. The server checks every admin call against this
 * table (slices/admin/staff-route.ts); the admin app shows a menu entry only for the areas of the role.
 * `admin` may do everything; `editor` edits the catalogue, the site content and the coupons.
 */
export const ADMIN_AREAS = {
  /** Reviewing creator submissions. */
  review: ['admin', 'reviewer'],
  /** Invoice requests: issue with PDF, reject. */
  invoices: ['admin', 'finance'],
  /** Orders, refunds, recharge orders, CSV exports. */
  orders: ['admin', 'finance'],
  /** The 光子 ledger and manual adjustments. */
  ledger: ['admin', 'finance'],
  /** Members: search, disable/enable, password reset, creator flags, VIP grant. */
  members: ['admin'],
  /** The audit log of staff actions. */
  audit: ['admin'],
  /** Catalogue: category trees, courses (fields, shelf state). */
  catalogue: ['admin', 'editor'],
  /** Site content: news, home banner slides (docs/spec-decisions.md "Back office: site content"). */
  site: ['admin', 'editor'],
  /** Coupons (marketing; no balance is touched, every change audited): docs/spec-decisions.md. */
  promotions: ['admin', 'editor'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type AdminArea = keyof typeof ADMIN_AREAS;

export const ADMIN_AREA_TEXT: Record<AdminArea, string> = {
  review: '投稿审核',
  invoices: '发票管理',
  orders: '订单与退款',
  ledger: '光子流水',
  members: '会员管理',
  audit: '操作日志',
  catalogue: '课程与分类',
  site: '站点内容',
  promotions: '优惠券',
};

export function staffMayUse(role: StaffRole, area: AdminArea): boolean {
  return (ADMIN_AREAS[area] as readonly StaffRole[]).includes(role);
}

/** The areas a role may open, in menu order. */
export function areasOf(role: StaffRole): AdminArea[] {
  return (Object.keys(ADMIN_AREAS) as AdminArea[]).filter((area) => staffMayUse(role, area));
}

/** 光子 staff may adjust a member by at once (光子调整). */
export const ADJUST_MAX_PHOTONS = 100_000;

/** Failed sign-ins (password or TOTP) that lock a staff account, and for how long. */
export const STAFF_LOCK_FAILURES = 5;
export const STAFF_LOCK_MINUTES = 15;

export const adminMessages = {
  unauthenticated: '请先登录管理后台',
  forbidden: '您的角色无权执行该操作',
  loginFailed: '账号或密码错误',
  loginLocked: '登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试',
  loginIpLimited: '登录失败次数过多，请 {minutes} 分钟后再试',
  staffDisabled: '该后台账号已停用，请联系管理员',
  loginOk: '登录成功',
  logoutOk: '已退出登录',
  totpRequired: '请输入身份验证器中的 6 位动态码',
  totpWrong: '动态码错误或已使用，请输入最新的动态码',
  totpTicketExpired: '登录已超时，请重新输入账号和密码',
  totpAlreadyEnabled: '已开启两步验证',
  totpNotEnabled: '尚未开启两步验证',
  totpSetupFirst: '请先获取绑定二维码',
  totpEnabled: '两步验证已开启',
  totpDisabled: '两步验证已关闭',
  passwordWrong: '密码错误',
  phoneRequired: '请输入手机号',
  passwordRequired: '请输入密码',
  codeRequired: '请输入 6 位动态码',
  reasonRequired: '请填写理由',
  reasonTooLong: '理由不能超过 200 个字符',
  done: '操作成功',
} as const;

/** What each audited action is called in the log viewer (the action key is what the row stores). */
export const ADMIN_ACTION_TEXT: Record<string, string> = {
  'auth.login': '登录后台',
  'auth.logout': '退出后台',
  'auth.totp_enable': '开启两步验证',
  'auth.totp_disable': '关闭两步验证',
  'review.approve': '审核通过投稿',
  'review.reject': '驳回投稿',
  'invoice.issue': '开具发票',
  'invoice.reject': '驳回开票申请',
  'order.refund': '订单退款',
  'vip-order.refund': 'VIP 订单退款',
  'recharge.query': '查询充值订单',
  'ledger.credit': '增加光子',
  'ledger.debit': '扣减光子',
  'member.disable': '停用会员',
  'member.enable': '启用会员',
  'member.password_reset': '重置会员密码',
  'member.flags': '修改创作者权限',
  'member.vip_grant': '赠送 VIP',
  'export.orders': '导出订单',
  'export.ledger': '导出光子流水',
  'category.create': '新建分类',
  'category.update': '修改分类',
  'category.delete': '删除分类',
  'course.update': '修改课程',
  'course.shelf_on': '上架课程',
  'course.shelf_off': '下架课程',
  'plug.update': '修改插件',
  'plug.shelf_on': '上架插件',
  'plug.shelf_off': '下架插件',
  'plug.version_add': '添加插件文件',
  'plug.version_update': '修改插件文件',
  'plug.version_delete': '删除插件文件',
  'goods.update': '修改素材',
  'goods.shelf_on': '上架素材',
  'goods.shelf_off': '下架素材',
  'news.create': '新建资讯',
  'news.update': '编辑资讯',
  'news.publish': '发布资讯',
  'news.unpublish': '下线资讯',
  'news.delete': '删除资讯',
  'home.banners': '修改首页轮播图',
  'coupon.create': '新建优惠券',
  'coupon.disable': '停用优惠券',
};

/** What an audited target is called. */
export const ADMIN_TARGET_TEXT: Record<string, string> = {
  staff: '后台账号',
  contribution: '投稿',
  invoice: '开票申请',
  order: '订单',
  recharge: '充值订单',
  member: '会员',
  export: '导出',
  category: '分类',
  course: '课程',
  plug: '插件',
  goods: '素材',
  news: '资讯',
  home: '首页',
  coupon: '优惠券',
};

/** A staff password: 8–64 characters with at least one letter and one digit (the back office moves money). */
export function staffPasswordProblem(password: string): string | null {
  if (password.length < 8 || password.length > 64) return '后台密码长度需为 8–64 位';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return '后台密码需同时包含字母和数字';
  return null;
}

/** VIP staff may give (赠送 VIP): months on China's calendar, null = permanent (the purchase's term rule). */
export const VIP_GRANT_PLANS = [
  { value: 'month', label: '1 个月', months: 1 },
  { value: 'quarter', label: '3 个月', months: 3 },
  { value: 'year', label: '12 个月', months: 12 },
  { value: 'permanent', label: '永久', months: null },
] as const;
export type VipGrantPlan = (typeof VIP_GRANT_PLANS)[number]['value'];
