// Plain values of the community calls (messages, limits, work kinds): zod-free, so the web imports them.
/** Messages of the community slice (comments 000 §5/§8, follow §4/§8, message replies 001 §2.12). */
export const communityMessages = {
  commentRequired: '评论不能为空',
  replyRequired: '回复不能为空',
  commentTooLong: '评论内容不能超过 500 个字',
  replyTooLong: '回复内容不能超过 500 个字',
  commentTooOften: '评论太过频繁',
  replyTooOften: '回复太过频繁',
  commentOk: '评论成功',
  targetTypeInvalid: '评论对象类型错误',
  targetNotFound: '评论的内容不存在或已下架',
  commentNotFound: '该评论不存在或已删除',
  anonymous: '匿名',
  /** The sender shown on a system notice in 消息回复 (docs/spec-decisions.md "people are told"). */
  systemSender: '系统通知',
  followTypeInvalid: '关注类型错误',
  followSelf: '不能关注自己',
  followOk: '关注成功',
  unfollowOk: '已取消关注',
  userNotFound: '用户不存在',
  worksKindInvalid: '作品类型错误',
  pageInvalid: '分页参数错误',
} as const;

/** Server-enforced limits (000 §5, §9): characters are code points, so a CJK character counts once. */
export const COMMENT_MAX_CHARS = 500;

/**
 * Per member, per China calendar day (UTC+8), per kind of target (courses; materials). As on the spec's
 * course page, comments and replies share one counter: a comment needs it below 10, a reply below 20.
 */
export const COMMENT_DAILY_LIMIT = { comments: 10, replies: 20 } as const;

export const WORK_KINDS = ['course', 'plug', 'goods'] as const;

export type WorkKind = (typeof WORK_KINDS)[number];
