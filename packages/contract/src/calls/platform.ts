import { z } from 'zod';
import { defineCall } from '../call.ts';

/** A message the dev SMS / e-mail adapters kept instead of sending (outside production only). */
export const outboxMessageSchema = z.object({
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  code: z.string().nullable().describe('短信验证码（仅短信）'),
  link: z.string().nullable().describe('邮件中的链接（重置密码、邮箱验证）'),
  created_at: z.string().describe('ISO 8601'),
});
export type OutboxMessageData = z.infer<typeof outboxMessageSchema>;

export const platformCalls = {
  devOutbox: defineCall({
    method: 'GET',
    path: '/api/dev/outbox',
    summary: '开发发件箱：开发环境"发送"的短信和邮件，最新的在前（生产环境不存在）',
    tag: 'dev',
    auth: 'none',
    query: z.object({
      to: z
        .string({ error: '参数错误' })
        .trim()
        .max(128, '手机号或邮箱不能超过 128 个字符')
        .optional()
        .describe('手机号或邮箱；不填则列出全部'),
    }),
    data: z.array(outboxMessageSchema),
  }),
};
