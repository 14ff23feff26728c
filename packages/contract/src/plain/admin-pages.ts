// Plain values of the back office's page settings (docs/spec-decisions.md "Back office"): the AI VIP page and
// the help pages. Zod-free so the admin app shows the same limits and labels the server checks.

export const pageSettingsMessages = {
  saved: '已保存',
  priceInvalid: '价格需为 1–100000 的整数（光子）',
  pricesDistinct: '四个套餐的价格不能相同（购买时按价格确定套餐）',
  quotaInvalid: '每日免费次数需为 0–1000 的整数',
  textRequired: '请填写该文案',
  textTooLong: '文案不能超过 40 个字符',
  pageInvalid: '页面不存在',
  pageContentRequired: '请输入页面内容',
  pageContentTooLong: '页面内容过长（不能超过 100000 个字符）',
} as const;

/** Longest VIP page text: each is a title, a tag or a line of a plan card. */
export const VIP_TEXT_MAX = 40;
export const VIP_PRICE_MAX = 100_000;
export const VIP_QUOTA_MAX = 1000;

export const aiNewsAdminMessages = {
  notFound: 'AI 资讯不存在或已删除',
  cateInvalid: '请选择栏目（知识或资讯）',
  published: '已发布',
  unpublished: '已下线',
  deleted: '已删除',
} as const;
