import type { ChatFailureKind } from '@app/contract';

/**
 * Who answers AI chat questions (002 AI问答). The slice finds the site's own passages for a question and hands
 * them over; a provider answers in Markdown, as a stream of text pieces. Two adapters: an OpenAI-compatible
 * chat completions API (a real language model, the passages as context) and the embedded default
 * 站内资料检索, which only arranges the passages and links (it is not a language model and says so).
 */
export interface ChatProvider {
  /** 'openai' (an OpenAI-compatible model) or 'retrieval' (the embedded default). */
  readonly name: 'openai' | 'retrieval';
  /** What members are told answered them, e.g. '站内资料检索（未接入大模型）' or 'AI 大模型（deepseek-chat）'. */
  readonly label: string;
  /** The model's name, or null when no language model answers. */
  readonly model: string | null;
  /**
   * The answer as it is produced. Throws a ChatProviderError when it fails, including when `signal` aborts
   * (the member went away) or a timeout passes. Stopping the iteration early releases the connection.
   */
  answer(request: ChatRequest): AsyncIterable<ChatEvent>;
}

/** A piece of the site (course, plugin, news, help page) that may answer the question. */
export interface ChatPassage {
  /** The page's title, e.g. the course name. */
  title: string;
  /** A link on this site, e.g. '/coursepage/12'. */
  url: string;
  /** What kind of page it is, in Chinese: '课程', '插件', '资讯', 'AI资讯', '帮助'. */
  source: string;
  /** Plain text extracted from the page. */
  text: string;
}

export interface ChatRequest {
  question: string;
  /** Best first; may be empty. */
  passages: ChatPassage[];
  signal: AbortSignal;
}

export interface ChatUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

export type ChatEvent = { type: 'text'; text: string } | { type: 'usage'; usage: ChatUsage };

/**
 * An answer failed. `kind` picks the Chinese message members see (contract aiChatMessages.failed); the
 * English `message` and `detail` (the backend's own words) are for logs only.
 */
export class ChatProviderError extends Error {
  constructor(
    readonly kind: ChatFailureKind,
    message: string,
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = 'ChatProviderError';
  }
}
