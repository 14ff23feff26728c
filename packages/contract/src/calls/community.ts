import { z } from 'zod';
import { defineCall } from '../call.ts';
import { PageSize } from '../constants.ts';
import { chinaDateTime, idParam, limitField, offsetField, requestBody } from '../fields.ts';
import { communityMessages, COMMENT_MAX_CHARS, WORK_KINDS } from '../plain/community.ts';

export * from '../plain/community.ts';

/**
 * Plain text, trimmed, 1–500 characters. Control characters other than line breaks and tabs are dropped
 * (PostgreSQL refuses NUL). Everything else, '<' and '>' included, is stored as typed.
 */
function plainText(requiredMsg: string, tooLongMsg: string) {
  return z
    .string({ error: requiredMsg })
    .max(COMMENT_MAX_CHARS * 8, tooLongMsg)
    .transform((v) => v.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim())
    .pipe(
      z
        .string()
        .min(1, requiredMsg)
        .refine((v) => [...v].length <= COMMENT_MAX_CHARS, tooLongMsg),
    );
}

const plainTextNote = '纯文本，按输入原样保存（含 < > & 等字符）；客户端必须转义显示，不得作为 HTML 渲染';

/** 1-based page number (profiles and fan lists send `page`, not the zero-based `offset`). */
const pageField = z.coerce
  .number({ error: communityMessages.pageInvalid })
  .int(communityMessages.pageInvalid)
  .min(1, communityMessages.pageInvalid)
  .max(100_000, communityMessages.pageInvalid);

/**
 * Input target types: 'course' (default, the course page sends none), 'goods' (materials) and 'task', the
 * name the message list uses for courses (001 §2.12), accepted as a synonym of 'course'.
 */
const targetTypeInput = z
  .enum(['course', 'goods', 'task'], { error: communityMessages.targetTypeInvalid })
  .transform((v) => (v === 'task' ? 'course' : v));

/** A commenter or replier; a member who no longer exists shows as {id: null, name: '匿名', avatar: ''}. */
export const commentUser = z.object({
  id: z.number().int().nullable().describe('null 表示用户已不存在（匿名）'),
  name: z.string().describe("已不存在的用户显示为 '匿名'"),
  avatar: z.string(),
});

export const commentReplyItem = z.object({
  id: z.number().int(),
  user: commentUser.describe('回复者'),
  reply_user: z
    .object({ id: z.number().int().nullable(), name: z.string() })
    .describe('被回复者，即该评论的作者'),
  content: z.string().describe(plainTextNote),
  created_at: chinaDateTime,
});

export type CommentReplyItem = z.infer<typeof commentReplyItem>;

export const commentSchema = z.object({
  id: z.number().int(),
  content: z.string().describe(plainTextNote),
  created_at: chinaDateTime,
  target_id: z.number().int(),
  target_type: z.enum(['course', 'goods']),
  user: commentUser,
  reply: z.array(commentReplyItem).describe('全部回复，按时间先后（最早在前）'),
});

export type Comment = z.infer<typeof commentSchema>;

/**
 * One item of 消息回复: a reply to the member's comment, or a system notice (docs/spec-decisions.md "people are told") filled into
 * the same fields so a client that knows only replies still shows it: the notice text as `content`, the
 * sender 系统通知 (id null), and its title as `comment.content` with `target_id` 0. `kind` and `link` say
 * which it is and where a notice leads (docs/spec-decisions.md, "People are told").
 */
export const replyMessage = z.object({
  id: z.number().int().describe('回复 id 或系统通知 id（两者各自编号，按 kind 区分）'),
  kind: z.enum(['reply', 'notice']).describe("'reply' 回复我的评论；'notice' 系统通知"),
  link: z.string().nullable().describe('系统通知指向的站内页面（如 /user/order/12）；回复为 null'),
  content: z.string().describe(`回复内容；${plainTextNote}`),
  created_at: chinaDateTime,
  unread: z.boolean().describe('打开本页之前是否未读'),
  user: commentUser.describe('回复者'),
  comment: z.object({
    id: z.number().int(),
    content: z.string().describe(`我的评论；${plainTextNote}`),
    created_at: chinaDateTime,
    target_type: z
      .enum(['task', 'goods'])
      .describe("'task' → /coursepage/{target_id}；'goods' → /peripheryDetails/{target_id}"),
    target_id: z.number().int().describe('课程 id 或素材 id'),
  }),
});

export type ReplyMessage = z.infer<typeof replyMessage>;

export const personCard = z.object({ id: z.number().int(), avatar: z.string(), name: z.string() });

export const workItem = z.object({
  id: z.number().int(),
  name: z.string(),
  images: z.string().describe('封面图片地址（素材为 cover）'),
});

export type WorkItem = z.infer<typeof workItem>;

const uidField = idParam(communityMessages.userNotFound);

/** Fans and following lists: `page` is 1-based; `offset` (zero-based page index) is accepted when page is absent. */
const peopleQuery = z
  .object({
    uid: uidField,
    page: pageField.optional(),
    offset: offsetField.optional(),
    limit: limitField(PageSize.fans, 60),
  })
  .transform(({ uid, page, offset, limit }) => ({ uid, limit, page: page ?? (offset ?? 0) + 1 }));

export const communityCalls = {
  comments: defineCall({
    method: 'GET',
    path: '/api/comments',
    summary:
      '评论列表（课程或素材），最新在前，每条附全部回复；不带 limit 时（课程页）答最新 200 条，total 为总数，其余用 limit/offset 分页',
    tag: 'community',
    auth: 'none',
    query: z.object({
      target_id: idParam(communityMessages.targetNotFound),
      target_type: targetTypeInput.default('course'),
      limit: limitField(PageSize.allComments, PageSize.allComments),
      offset: offsetField.describe('页码减 1'),
    }),
    data: z.object({ comments: z.array(commentSchema), total: z.number().int() }),
  }),
  commentCreate: defineCall({
    method: 'POST',
    path: '/api/comments',
    summary: '发表评论（每人每天：课程 10 条、素材 10 条，与回复共用计数）',
    tag: 'community',
    auth: 'required',
    body: requestBody({
      content: plainText(communityMessages.commentRequired, communityMessages.commentTooLong).describe(
        plainTextNote,
      ),
      target_id: idParam(communityMessages.targetNotFound),
      target_type: targetTypeInput.optional().default('course'),
    }),
    data: commentSchema,
  }),
  commentReply: defineCall({
    method: 'POST',
    path: '/api/comments/reply',
    summary: '回复评论（每人每天 20 条，与评论共用计数）',
    tag: 'community',
    auth: 'required',
    body: requestBody({
      content: plainText(communityMessages.replyRequired, communityMessages.replyTooLong).describe(
        plainTextNote,
      ),
      comment_id: idParam(communityMessages.commentNotFound),
    }),
    data: commentReplyItem,
  }),
  follow: defineCall({
    method: 'GET',
    path: '/api/userGuanzhu/:userId',
    summary: '关注（type=1）或取消关注（type=2），重复操作结果不变；只认 Authorization 头，不认会话 Cookie',
    tag: 'community',
    auth: 'required',
    writes: true,
    params: z.object({ userId: idParam(communityMessages.userNotFound) }),
    query: z.object({
      type: z.coerce
        .number({ error: communityMessages.followTypeInvalid })
        .refine((v) => v === 1 || v === 2, communityMessages.followTypeInvalid)
        .transform((v) => v as 1 | 2),
    }),
    data: z.object({
      isfans: z.boolean().describe('操作后当前用户是否关注该用户'),
      fansNum: z.number().int().describe('该用户的粉丝数'),
    }),
  }),
  fansWorks: defineCall({
    method: 'POST',
    path: '/api/getUserFansListInfo/:kind',
    summary: '用户公开作品（课程 / 插件 / 素材），最新在前，每页 10 条',
    tag: 'community',
    auth: 'none',
    params: z.object({ kind: z.enum(WORK_KINDS, { error: communityMessages.worksKindInvalid }) }),
    body: requestBody({ uid: uidField, page: pageField.optional().default(1).describe('页码，从 1 开始') }),
    data: z.object({
      list: z.object({ data: z.array(workItem), per_page: z.number().int(), total: z.number().int() }),
    }),
  }),
  fansList: defineCall({
    method: 'GET',
    path: '/api/getUserFansList',
    summary: '粉丝列表（page 从 1 开始，默认每页 12），最近关注在前',
    tag: 'community',
    auth: 'none',
    query: peopleQuery,
    data: z.object({ list: z.array(z.object({ fans_info: personCard })), total: z.number().int() }),
  }),
  attentionList: defineCall({
    method: 'GET',
    path: '/api/getUserAttentionlist',
    summary: '关注列表（page 从 1 开始，默认每页 12），最近关注在前',
    tag: 'community',
    auth: 'none',
    query: peopleQuery,
    data: z.object({ list: z.array(z.object({ attention_info: personCard })), total: z.number().int() }),
  }),
  replies: defineCall({
    method: 'GET',
    path: '/api/user/reply',
    summary:
      '消息回复：别人对我的评论的回复，最新在前；打开第一页即全部标为已读（故只认 Authorization 头，不认会话 Cookie）',
    tag: 'community',
    auth: 'required',
    writes: true,
    query: z.object({ limit: limitField(PageSize.replies), offset: offsetField.describe('页码减 1') }),
    data: z.object({ lists: z.array(replyMessage), total: z.number().int() }),
  }),
};
