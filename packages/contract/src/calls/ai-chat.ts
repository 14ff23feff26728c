import { z } from 'zod';
import { defineCall } from '../call.ts';
import { limitField, offsetField } from '../fields.ts';
import { aiChatMessages, CHAT_PROMPT_MAX, HOT_QUESTION_PAGE_SIZE } from '../plain/ai-chat.ts';
import { aiMessages } from '../plain/ai.ts';

export * from '../plain/ai-chat.ts';

/** The question as typed: trimmed, non-empty (002 §5), at most CHAT_PROMPT_MAX characters. */
const promptField = z
  .string({ error: aiChatMessages.promptRequired })
  .trim()
  .min(1, aiChatMessages.promptRequired)
  .refine((value) => [...value].length <= CHAT_PROMPT_MAX, aiChatMessages.promptTooLong);

export const chatBody = z.object({ prompt: promptField }, { error: aiMessages.badRequest });

export const aiChatCalls = {
  hotQuestion: defineCall({
    method: 'POST',
    path: '/api/ai/hot_question',
    summary: '热门提问（每批 9 条；offset 为批次序号，从 0 开始；「换一批」到末批后回到 0）',
    tag: 'ai',
    auth: 'none',
    body: z.preprocess(
      (value) => value ?? {},
      z.object(
        {
          offset: offsetField.describe('批次序号（页码减 1）'),
          limit: limitField(HOT_QUESTION_PAGE_SIZE, 50),
        },
        { error: aiMessages.badRequest },
      ),
    ),
    data: z.object({ list: z.array(z.object({ title: z.string() })), total: z.number().int() }),
  }),
  chat: defineCall({
    method: 'POST',
    path: '/api/ai/chat',
    summary:
      "AI 问答：data 为整段回答（已清洗的 HTML）。非 VIP 先用今日免费次数，之后每问扣 0.02 光子（不足时 code 4423、msg '光子不足，请充值'）；回答失败时 code 5003，msg 说明原因，所扣光子或免费次数已退回",
    tag: 'ai',
    auth: 'required',
    body: chatBody,
    data: z.string().describe('回答（HTML）'),
  }),
};
