// Plain values of AI chat (002 §2, §5, §8, §9): messages, limits, the price and the streaming call's events.
// Zod-free, so the web imports them.

/** Messages of the chat calls. */
export const aiChatMessages = {
  promptRequired: '请输入你的问题',
  promptTooLong: '问题不能超过 500 个字符',
  busy: '上一个问题还在回答中，请稍候',
  insufficient: '光子不足，请充值',
  /** Shown as the answer when the model fails (002 §7 "on failure msg is shown as the answer"). */
  failed: {
    timeout: 'AI 服务响应超时，请稍后再试',
    unavailable: 'AI 服务暂时不可用，请稍后再试',
    busy: 'AI 服务繁忙，请稍后再试',
    config: 'AI 服务配置有误，请联系客服',
    tooLong: 'AI 服务无法处理这么长的问题，请精简后再试',
    refused: 'AI 无法回答这个问题，请换个问法',
    interrupted: 'AI 回答中断，请重试',
    badAnswer: 'AI 服务应答异常，请稍后再试',
    canceled: '已取消回答',
  },
  /** What happened to the charge of a failed question, appended to the failure message. */
  returned: {
    photons: '本次消耗的光子已退回',
    free: '本次免费次数已退回',
    vip: '',
  },
} as const;

export type ChatFailureKind = keyof typeof aiChatMessages.failed;

/** Longest question, in characters (002 §5 only requires it non-empty; ours, docs/spec-decisions.md). */
export const CHAT_PROMPT_MAX = 500;

/** Hot questions per batch (002 §9). */
export const HOT_QUESTION_PAGE_SIZE = 9;

/**
 * 光子 per answered question for a non-VIP without free uses left. 002 §9 gives two readings (hint 0.02,
 * dialog 0.2); we charge 0.02 and show the same figure in both places (docs/spec-decisions.md).
 */
export const CHAT_PRICE = '0.02';

/** Typing effect of the answer, ms per character (002 §9). */
export const CHAT_TYPING_MS = 5;

/** The embedded default's label: it extracts passages from the site and is not a language model. */
export const RETRIEVAL_LABEL = '站内资料检索（未接入大模型）';

/**
 * The streaming variant of POST /api/ai/chat used by our page (same body {prompt}). A refusal before the
 * answer starts (4001, 4022, 4423, busy) comes back as the usual JSON `{code, msg, data}`; otherwise the
 * answer is `text/event-stream` with the events of `ChatStreamEvent` (docs/spec-decisions.md).
 */
export const AI_CHAT_STREAM_PATH = '/api/ai/chat/stream';

/** How a question was paid for: VIP (nothing), one of today's free uses, or CHAT_PRICE 光子. */
export type ChatBilling = 'vip' | 'free' | 'photons';

export type ChatStreamEvent =
  /** First: who answers (label), whether it is a language model, and how the question was paid for. */
  | { event: 'meta'; data: { label: string; model: boolean; billing: ChatBilling } }
  /** The answer so far as sanitised HTML (a snapshot, not a delta), at most every ~100 ms. */
  | { event: 'answer'; data: { html: string } }
  /** The whole answer, sanitised HTML: the same text POST /api/ai/chat answers as data. */
  | { event: 'done'; data: { html: string } }
  /** The answer failed; msg says why and whether the charge went back (it always does). */
  | { event: 'error'; data: { msg: string; code: number } };

/** The message of a failed answer: why, and that what it cost went back (a VIP paid nothing). */
export function chatFailureMessage(kind: ChatFailureKind, billing: ChatBilling | null): string {
  const returned = billing ? aiChatMessages.returned[billing] : '';
  return returned ? `${aiChatMessages.failed[kind]}，${returned}` : aiChatMessages.failed[kind];
}
