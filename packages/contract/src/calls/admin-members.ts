import { z } from 'zod';
import { defineCall } from '../call.ts';
import { chinaDateTime, idParam, requestBody } from '../fields.ts';
import { M } from '../messages.ts';
import { VIP_GRANT_PLANS } from '../plain/admin.ts';
import { adminKeywords, adminPage, adminReason } from './admin.ts';

/**
 * The back office's members (docs/spec-decisions.md "Back office", admin only): search, view, disable/enable
 * (sessions end at once, sign-in refused), set a new password, creator flags, give VIP. Each change is
 * audited.
 */

export const adminMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string(),
  balance: z.number().describe('光子余额'),
  vip: z.object({ permanent: z.boolean(), endtime: chinaDateTime.nullable(), active: z.boolean() }),
  flags: z.object({
    can_upload_course: z.boolean(),
    can_upload_plug: z.boolean(),
    can_upload_goods: z.boolean(),
    bind: z.boolean(),
  }),
  disabled: z.boolean(),
  disabled_at: chinaDateTime.nullable(),
  disabled_reason: z.string(),
  created_at: chinaDateTime,
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const adminMemberDetailSchema = adminMemberSchema.extend({
  paid_orders: z.number().int(),
  active_sessions: z.number().int(),
  has_password: z.boolean(),
  email_verified: z.boolean(),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

const memberId = z.object({ id: idParam(M.memberNotFound) });
const flag = z.boolean({ error: M.badRequest });
const plans = VIP_GRANT_PLANS.map((p) => p.value) as [string, ...string[]];

export const adminMemberCalls = {
  members: defineCall({
    method: 'GET',
    path: '/api/admin/members',
    summary: '会员列表（手机号、邮箱、昵称或 ID 搜索；状态、创作者、VIP 筛选）',
    tag: 'admin',
    auth: 'staff',
    query: z.object({
      ...adminPage,
      keywords: adminKeywords,
      status: z.enum(['', 'active', 'disabled'], { error: M.badRequest }).optional().default(''),
      creator: z.enum(['', '1'], { error: M.badRequest }).optional().default(''),
      vip: z.enum(['', '1'], { error: M.badRequest }).optional().default(''),
      sort: z.enum(['created_at', 'balance'], { error: M.badRequest }).optional().default('created_at'),
      order: z.enum(['asc', 'desc'], { error: M.badRequest }).optional().default('desc'),
    }),
    data: z.object({ list: z.array(adminMemberSchema), total: z.number().int() }),
  }),
  member: defineCall({
    method: 'GET',
    path: '/api/admin/members/:id',
    summary: '会员详情',
    tag: 'admin',
    auth: 'staff',
    params: memberId,
    data: adminMemberDetailSchema,
  }),
  setStatus: defineCall({
    method: 'POST',
    path: '/api/admin/members/:id/status',
    summary: '停用（立即结束全部会话，禁止登录）或启用会员',
    tag: 'admin',
    auth: 'staff',
    params: memberId,
    body: requestBody({ disabled: flag, reason: adminReason }),
    data: adminMemberDetailSchema,
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/api/admin/members/:id/password',
    summary: '为会员设置新密码（结束其全部会话）',
    tag: 'admin',
    auth: 'staff',
    params: memberId,
    body: requestBody({
      password: z.string({ error: M.passwordRequired }).min(6, M.passwordWeak).max(32, M.passwordWeak),
      reason: adminReason,
    }),
    data: adminMemberDetailSchema,
  }),
  setFlags: defineCall({
    method: 'POST',
    path: '/api/admin/members/:id/flags',
    summary: '创作者权限：课程、插件、素材投稿与「插件上传」入口',
    tag: 'admin',
    auth: 'staff',
    params: memberId,
    body: requestBody({
      can_upload_course: flag,
      can_upload_plug: flag,
      can_upload_goods: flag,
      bind: flag,
    }),
    data: adminMemberDetailSchema,
  }),
  grantVip: defineCall({
    method: 'POST',
    path: '/api/admin/members/:id/vip',
    summary: '赠送 VIP（不扣光子；有效期内顺延）',
    tag: 'admin',
    auth: 'staff',
    params: memberId,
    body: requestBody({ plan: z.enum(plans, { error: '请选择赠送时长' }), reason: adminReason }),
    data: adminMemberDetailSchema,
  }),
};
