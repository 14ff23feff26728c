import { z } from 'zod';
import { defineCall } from '../call.ts';
import { chinaDateTime, limitField, offsetField, passwordField, requestBody } from '../fields.ts';
import { M } from '../messages.ts';
import { adminMessages, STAFF_ROLES } from '../plain/admin.ts';

export * from '../plain/admin.ts';

/**
 * The back office (docs/spec-decisions.md "Back office"), part one: staff sign-in (password, optional TOTP
 * step), the signed-in staff account, TOTP enrolment, and the audit log. Every admin call has auth 'staff': a
 * staff session (bearer, or for reads the admin cookie), never a member's; the role is checked on the server
 * for each call.
 */

/** Page of an admin table: `offset` = page − 1 (as the spec's lists), `limit` rows (≤ 100). */
export const adminPage = {
  offset: offsetField.describe('页码减 1'),
  limit: limitField(20, 100),
};

/** 'YYYY-MM-DD' (China day), inclusive bounds of a date filter; '' = no bound. */
export const adminDay = z
  .string({ error: '日期格式错误' })
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, '日期格式错误')
  .optional()
  .default('');

export const adminKeywords = z
  .string({ error: M.badRequest })
  .trim()
  .max(50, '搜索词不能超过 50 个字符')
  .optional()
  .default('');

/** A reason staff must give (refund, rejection, adjustment, disabling). */
export const adminReason = z
  .string({ error: adminMessages.reasonRequired })
  .trim()
  .min(1, adminMessages.reasonRequired)
  .max(200, adminMessages.reasonTooLong);

export const staffSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  role: z.enum(STAFF_ROLES),
  role_text: z.string(),
  totp_enabled: z.boolean(),
  /** The areas this role may open (ADMIN_AREAS), in menu order. */
  areas: z.array(z.string()),
  /** The sign-in before the current session's (null on the first). */
  last_login_at: chinaDateTime.nullable(),
});
export type StaffInfo = z.infer<typeof staffSchema>;

const sessionAnswer = z.object({ token: z.string(), staff: staffSchema });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  staff_name: z.string(),
  action: z.string(),
  action_text: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  user_agent: z.string(),
  created_at: chinaDateTime,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const code = z
  .string({ error: adminMessages.codeRequired })
  .trim()
  .regex(/^\d{6}$/, adminMessages.codeRequired);

export const adminCalls = {
  login: defineCall({
    method: 'POST',
    path: '/api/admin/auth/login',
    summary: '后台登录第一步：手机号 + 密码（开启两步验证时答复 totp_ticket）',
    tag: 'admin',
    auth: 'none',
    body: requestBody({
      phone: z
        .string({ error: adminMessages.phoneRequired })
        .trim()
        .min(1, adminMessages.phoneRequired)
        .max(20, adminMessages.loginFailed)
        .refine((v) => !v.includes('\u0000'), M.nulCharacter),
      password: passwordField(adminMessages.passwordRequired),
    }),
    data: z.union([sessionAnswer, z.object({ totp_ticket: z.string() })]),
  }),
  loginTotp: defineCall({
    method: 'POST',
    path: '/api/admin/auth/totp',
    summary: '后台登录第二步：6 位动态码',
    tag: 'admin',
    auth: 'none',
    body: requestBody({
      ticket: z
        .string({ error: adminMessages.totpTicketExpired })
        .min(1, adminMessages.totpTicketExpired)
        .max(200, adminMessages.totpTicketExpired),
      code,
    }),
    data: sessionAnswer,
  }),
  logout: defineCall({
    method: 'POST',
    path: '/api/admin/auth/logout',
    summary: '退出后台',
    tag: 'admin',
    auth: 'staff',
    data: z.null(),
  }),
  me: defineCall({
    method: 'GET',
    path: '/api/admin/auth/me',
    summary: '当前后台账号',
    tag: 'admin',
    auth: 'staff',
    data: staffSchema,
  }),
  totpSetup: defineCall({
    method: 'POST',
    path: '/api/admin/auth/totp/setup',
    summary: '两步验证：生成待绑定的密钥与二维码',
    tag: 'admin',
    auth: 'staff',
    data: z.object({ secret: z.string(), otpauth_url: z.string(), qr: z.string().describe('PNG data URL') }),
  }),
  totpEnable: defineCall({
    method: 'POST',
    path: '/api/admin/auth/totp/enable',
    summary: '两步验证：用第一个动态码确认绑定',
    tag: 'admin',
    auth: 'staff',
    body: requestBody({ code }),
    data: staffSchema,
  }),
  totpDisable: defineCall({
    method: 'POST',
    path: '/api/admin/auth/totp/disable',
    summary: '两步验证：关闭（需要密码与当前动态码）',
    tag: 'admin',
    auth: 'staff',
    body: requestBody({ password: passwordField(adminMessages.passwordRequired), code }),
    data: staffSchema,
  }),
  audit: defineCall({
    method: 'GET',
    path: '/api/admin/audit',
    summary: '操作日志（按账号、动作、对象、时间筛选）',
    tag: 'admin',
    auth: 'staff',
    query: z.object({
      ...adminPage,
      staff_id: z.coerce
        .number({ error: M.badRequest })
        .int(M.badRequest)
        .min(0)
        .max(2_147_483_647)
        .optional()
        .default(0),
      action: z.string({ error: M.badRequest }).trim().max(48, M.badRequest).optional().default(''),
      target_type: z.string({ error: M.badRequest }).trim().max(32, M.badRequest).optional().default(''),
      target_id: z.string({ error: M.badRequest }).trim().max(64, M.badRequest).optional().default(''),
      from: adminDay,
      to: adminDay,
    }),
    data: z.object({ list: z.array(auditEntrySchema), total: z.number().int() }),
  }),
  staffList: defineCall({
    method: 'GET',
    path: '/api/admin/staff',
    summary: '后台账号列表（筛选操作日志用）',
    tag: 'admin',
    auth: 'staff',
    data: z.array(
      z.object({ id: z.number().int(), name: z.string(), role: z.enum(STAFF_ROLES), role_text: z.string() }),
    ),
  }),
  todo: defineCall({
    method: 'GET',
    path: '/api/admin/todo',
    summary: '工作台：需要处理的数量（该角色不可用的项为 null）',
    tag: 'admin',
    auth: 'staff',
    data: z.object({
      review: z.number().int().nullable().describe('投稿待审'),
      invoices: z.number().int().nullable().describe('待开票'),
    }),
  }),
};
