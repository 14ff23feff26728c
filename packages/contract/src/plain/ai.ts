// Plain values of the AI area's calls (messages, news tabs, VIP plans, page sizes): zod-free, so the web imports them.
/** Messages of the AI area's calls (002 §5, §8). */
export const aiMessages = {
  badRequest: '参数错误',
  cateInvalid: '分类参数错误',
  keywordsTooLong: '搜索关键词不能超过 50 个字符',
  workNotFound: '作品不存在',
  liked: '点赞成功',
  unliked: '已取消点赞',
  newsNotFound: '资讯不存在',
  noPermission: '暂无权限',
  downloadTypeInvalid: '下载类型错误，应为安装包或安装说明',
  countOk: '已记录下载次数',
  priceRequired: '请选择VIP套餐',
  priceInvalid: '套餐价格错误',
  planNotFound: '套餐不存在或价格已变更，请刷新页面后重试',
  alreadyPermanent: '您已是永久VIP，无需重复开通',
  insufficient: '光子不足，请充值',
  vipOrderNotFound: 'VIP 订单不存在',
  bought: '开通成功',
  /** A repeat within the double-click window: the first purchase's term, nothing bought again. */
  boughtAlready: '已开通，请勿重复提交',
  /** Production with no AI backend connected: the VIP benefits would be empty promises (docs/spec-decisions.md "catalogue text, phones, honest AI"). */
  vipNotOnSale: '本站暂未接入AI问答模型与AI渲染服务，VIP会员暂停开通',
} as const;

/** AI news tabs (002 §9): 0 all, 1 knowledge, 2 news. The categories are fixed by the spec. */
export const AI_NEWS_CATES = [
  { id: 1, name: '知识' },
  { id: 2, name: '资讯' },
] as const;

export type AiNewsCate = 1 | 2;

/** VIP plans (002 §2): plan N is priced by vip_priceN; null months = permanent. */
export const VIP_PLANS = [
  { plan: 1, name: '月度', unit: '/月', months: 1 },
  { plan: 2, name: '季度', unit: '/季', months: 3 },
  { plan: 3, name: '年度', unit: '/年', months: 12 },
  { plan: 4, name: '永久', unit: '/永久', months: null },
] as const;

export type VipPlanNo = 1 | 2 | 3 | 4;

/** Page sizes of the AI area (002 §9). */
export const AiPageSize = { gallery: 10, news: 4 } as const;
