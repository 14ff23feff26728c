import { chatFailureMessage, Code, type ChatBilling } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { ChatProviderError, type ChatProvider, type ChatUsage } from '../../platform/ai/chat-provider.ts';
import { answerHead, answerTail } from './chat-answer-text.ts';
import { finishChatQuestion, returnChatCharge, startChatQuestion } from './chat-billing.ts';
import type { ChatKnowledge, FindOptions } from './chat-index.ts';
import { answerHtml } from './chat-markdown.ts';

export interface ChatDeps {
  db: Db;
  provider: ChatProvider;
  knowledge: ChatKnowledge;
  /** A question still 'answering' after this long is taken for dead (see failStaleChatQuestions). */
  staleMs: number;
  log: FastifyBaseLogger;
}

/** Past the longest an answer may take (AI_CHAT_TIMEOUT_SECONDS), with a minute to spare. */
export function chatStaleMs(config: Pick<Config, 'AI_CHAT_TIMEOUT_SECONDS'>): number {
  return (config.AI_CHAT_TIMEOUT_SECONDS + 60) * 1000;
}

/** 站内资料检索 quotes the answering sentences of one passage of each of the 4 best pages; a model reads two longer windows each. */
const QUOTED: FindOptions = { pages: 4, perPage: 1, chars: 160, sentences: true };
const CONTEXT: FindOptions = { pages: 4, perPage: 2, chars: 300 };

export interface ChatProgress {
  /** The question is paid for and the answer begins. */
  onStart?(meta: { label: string; model: boolean; billing: ChatBilling }): void;
  /** The answer's Markdown so far (called for every piece that arrives). */
  onText?(markdown: string): void;
}

/**
 * One question, start to end: pay for it (startChatQuestion: refusals such as 4423 throw before anything
 * else), find the site's passages, let the provider answer, and record the outcome. A failed or abandoned
 * answer (`signal`: the member went away) gives its charge back and throws DomainError 5003 whose message
 * says why and that the charge went back. 站内资料检索 finding nothing answers so, and gives the charge back.
 */
export async function askChat(
  deps: ChatDeps,
  input: { userId: number; prompt: string; signal: AbortSignal },
  progress: ChatProgress = {},
): Promise<{ html: string; billing: ChatBilling }> {
  const { db, provider } = deps;
  const started = await startChatQuestion(db, {
    userId: input.userId,
    prompt: input.prompt,
    provider: provider.name,
    model: provider.model,
    staleMs: deps.staleMs,
  });
  progress.onStart?.({ label: provider.label, model: provider.model !== null, billing: started.billing });
  let markdown = answerHead(provider);
  try {
    const passages = await deps.knowledge.find(input.prompt, provider.model ? CONTEXT : QUOTED);
    let usage: ChatUsage | undefined;
    for await (const event of provider.answer({ question: input.prompt, passages, signal: input.signal })) {
      if (event.type === 'usage') usage = event.usage;
      else {
        markdown += event.text;
        progress.onText?.(markdown);
      }
    }
    if (input.signal.aborted) throw new ChatProviderError('canceled', 'the asker went away');
    markdown += answerTail(provider, passages);
    const html = answerHtml(markdown);
    const answerChars = [...markdown].length;
    if (!provider.model && !passages.length)
      await returnChatCharge(db, started.id, { status: 'empty', answerChars });
    else
      await finishChatQuestion(db, started.id, {
        answerChars,
        promptTokens: usage?.promptTokens,
        completionTokens: usage?.completionTokens,
      });
    return { html, billing: started.billing };
  } catch (error) {
    const failure =
      error instanceof ChatProviderError
        ? error
        : new ChatProviderError('unavailable', `answer failed: ${(error as Error).message}`, error);
    let returned: ChatBilling | null = null;
    try {
      returned = await returnChatCharge(db, started.id, {
        status: failure.kind === 'canceled' ? 'canceled' : 'failed',
        error: `${failure.kind}: ${failure.message}`,
      });
    } catch (returnError) {
      // The worker's stale sweep gives it back later (failStaleChatQuestions).
      deps.log.error({ err: returnError, question: started.questionNo }, 'chat charge not returned yet');
    }
    deps.log.warn(
      { question: started.questionNo, kind: failure.kind, err: failure, detail: failure.detail },
      'chat answer failed',
    );
    throw new DomainError(Code.unavailable, chatFailureMessage(failure.kind, returned));
  }
}
