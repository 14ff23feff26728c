import { z } from 'zod';
import { defineCall } from '../call.ts';
import { M } from '../messages.ts';

/**
 * 消息通知 in 基本信息 (docs/spec-decisions.md "people are told by SMS or e-mail"): besides 消息回复, which
 * always shows what staff did, a member may have the same notice sent by SMS and/or e-mail (both off until
 * switched on). Outside 001's calls: a spec client never sees it and its members get the site's messages only.
 */
export const noticeChannelsSchema = z.object({
  sms: z.boolean().describe('短信通知'),
  email: z.boolean().describe('邮件通知'),
  /** Where they would go (masked), and whether each may be switched on now. */
  phone: z.string().describe('绑定的手机号（部分隐藏），未绑定为空'),
  email_address: z.string().describe('已验证的邮箱，未验证为空'),
  can_sms: z.boolean(),
  can_email: z.boolean(),
});
export type NoticeChannels = z.infer<typeof noticeChannelsSchema>;

const flag = z.boolean({ error: M.badRequest });

export const noticeChannelCalls = {
  read: defineCall({
    method: 'GET',
    path: '/api/user/notice-channels',
    summary: '消息通知方式（站内消息始终开启；短信、邮件可选）',
    tag: 'account',
    auth: 'required',
    data: noticeChannelsSchema,
  }),
  save: defineCall({
    method: 'POST',
    path: '/api/user/notice-channels',
    summary: '保存消息通知方式',
    tag: 'account',
    auth: 'required',
    body: z.object({ sms: flag, email: flag }),
    data: noticeChannelsSchema,
  }),
};
