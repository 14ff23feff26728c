import type { Config } from '../../config.ts';
import { createOpenAiChatProvider } from './chat-openai.ts';
import type { ChatProvider } from './chat-provider.ts';
import { createRetrievalChatProvider } from './chat-retrieval.ts';

/** An OpenAI-compatible model when AI_CHAT_BASE_URL is set (config.ts then requires AI_CHAT_MODEL), else 站内资料检索. */
export function createChatProvider(config: Config): ChatProvider {
  if (!config.AI_CHAT_BASE_URL || !config.AI_CHAT_MODEL) return createRetrievalChatProvider();
  return createOpenAiChatProvider({
    baseUrl: config.AI_CHAT_BASE_URL,
    apiKey: config.AI_CHAT_API_KEY,
    model: config.AI_CHAT_MODEL,
    label: config.AI_CHAT_LABEL,
    timeoutMs: config.AI_CHAT_TIMEOUT_SECONDS * 1000,
    idleMs: config.AI_CHAT_IDLE_SECONDS * 1000,
    maxTokens: config.AI_CHAT_MAX_TOKENS,
  });
}
