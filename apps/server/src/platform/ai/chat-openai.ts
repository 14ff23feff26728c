import { ChatProviderError, type ChatEvent, type ChatProvider, type ChatRequest } from './chat-provider.ts';
import { chatMessages } from './chat-prompt.ts';
import { readSseEvents } from './chat-sse.ts';

export interface OpenAiChatOptions {
  /** Up to the API version, e.g. 'https://api.deepseek.com/v1' (the adapter adds '/chat/completions'). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  label?: string;
  /** Longest a whole answer may take. */
  timeoutMs: number;
  /** Longest wait for the response and between two chunks. */
  idleMs: number;
  maxTokens: number;
}

interface CompletionChunk {
  choices?: {
    delta?: { content?: string | null };
    message?: { content?: string | null };
    finish_reason?: string | null;
  }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number } | null;
  error?: { message?: string; code?: string | number } | string;
}

/** Which failure an HTTP status means; the backend's own message goes to the log. */
function httpFailure(status: number, body: string): ChatProviderError {
  const detail = body.slice(0, 500);
  if (status === 401 || status === 403 || status === 404)
    return new ChatProviderError('config', `chat backend refused the request (HTTP ${status})`, detail);
  if (status === 429)
    return new ChatProviderError('busy', 'chat backend is rate limiting (HTTP 429)', detail);
  if (status === 400 || status === 413) {
    const tooLong = /context|length|token|too long/i.test(body);
    return new ChatProviderError(
      tooLong ? 'tooLong' : 'refused',
      `chat backend refused the question (HTTP ${status})`,
      detail,
    );
  }
  return new ChatProviderError('unavailable', `chat backend failed (HTTP ${status})`, detail);
}

function usageOf(usage: NonNullable<CompletionChunk['usage']>): ChatEvent {
  const promptTokens = usage.prompt_tokens ?? 0;
  const completionTokens = usage.completion_tokens ?? 0;
  return {
    type: 'usage',
    usage: {
      promptTokens,
      completionTokens,
      totalTokens: usage.total_tokens ?? promptTokens + completionTokens,
    },
  };
}

/**
 * An OpenAI-compatible chat completions API (vLLM, Ollama, llama.cpp server, DeepSeek, DashScope compatible
 * mode): POST {baseUrl}/chat/completions with `stream: true` and `stream_options.include_usage`, read as
 * server-sent events up to `data: [DONE]`. A backend that answers plain JSON instead is read whole. Timeouts
 * (whole answer, and silence between chunks), the caller's cancellation and every backend failure end the
 * answer with a ChatProviderError.
 */
export function createOpenAiChatProvider(options: OpenAiChatOptions): ChatProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: 'openai',
    label: options.label ?? `AI 大模型（${options.model}）`,
    model: options.model,
    answer: (request) => streamAnswer(url, options, request),
  };
}

async function* streamAnswer(
  url: string,
  options: OpenAiChatOptions,
  request: ChatRequest,
): AsyncGenerator<ChatEvent> {
  const controller = new AbortController();
  let stopped: 'timeout' | 'idle' | 'canceled' | null = null;
  const stop = (why: NonNullable<typeof stopped>) => {
    stopped ??= why;
    controller.abort();
  };
  const onCancel = () => stop('canceled');
  request.signal.addEventListener('abort', onCancel);
  if (request.signal.aborted) stop('canceled');
  const whole = setTimeout(() => stop('timeout'), options.timeoutMs);
  let idle = setTimeout(() => stop('idle'), options.idleMs);
  const heard = () => {
    clearTimeout(idle);
    idle = setTimeout(() => stop('idle'), options.idleMs);
  };
  let started = false;
  try {
    const response = await fetch(url, {
      method: 'POST',
      signal: controller.signal,
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        messages: chatMessages(request.question, request.passages),
        stream: true,
        stream_options: { include_usage: true },
        temperature: 0.3,
        max_tokens: options.maxTokens,
      }),
    });
    heard();
    if (!response.ok) throw httpFailure(response.status, await response.text().catch(() => ''));
    if (!response.body) throw new ChatProviderError('badAnswer', 'chat backend answered without a body');
    if (/application\/json/i.test(response.headers.get('content-type') ?? '')) {
      yield* wholeAnswer(JSON.parse(await response.text()) as CompletionChunk);
      return;
    }
    let finished = false;
    for await (const sse of readSseEvents(response.body)) {
      heard();
      if (sse.data === '[DONE]') return;
      let chunk: CompletionChunk;
      try {
        chunk = JSON.parse(sse.data) as CompletionChunk;
      } catch {
        throw new ChatProviderError(
          'badAnswer',
          'chat backend sent an event that is not JSON',
          sse.data.slice(0, 200),
        );
      }
      if (chunk.error)
        throw new ChatProviderError('unavailable', 'chat backend reported an error mid-stream', chunk.error);
      const choice = chunk.choices?.[0];
      const text = choice?.delta?.content;
      if (text) {
        started = true;
        yield { type: 'text', text };
      }
      if (choice?.finish_reason === 'content_filter')
        throw new ChatProviderError('refused', 'chat backend filtered the answer');
      if (choice?.finish_reason) finished = true;
      if (chunk.usage) yield usageOf(chunk.usage);
    }
    // No [DONE]: complete only if the model said it had finished (some servers close right after that).
    if (!finished) throw new ChatProviderError('interrupted', 'chat stream ended before [DONE]');
  } catch (error) {
    if (stopped === 'canceled') throw new ChatProviderError('canceled', 'the asker went away', error);
    if (stopped)
      throw new ChatProviderError(
        'timeout',
        `chat backend ${stopped === 'idle' ? 'went silent' : 'took too long'}`,
        error,
      );
    if (error instanceof ChatProviderError) throw error;
    if (error instanceof SyntaxError)
      throw new ChatProviderError('badAnswer', 'chat backend answer is not JSON', error);
    throw new ChatProviderError(
      started ? 'interrupted' : 'unavailable',
      `chat backend unreachable: ${(error as Error).message}`,
      error,
    );
  } finally {
    clearTimeout(whole);
    clearTimeout(idle);
    request.signal.removeEventListener('abort', onCancel);
    // Also when the caller stopped reading early: the connection is not left open.
    controller.abort();
  }
}

function* wholeAnswer(body: CompletionChunk): Generator<ChatEvent> {
  if (body.error) throw new ChatProviderError('unavailable', 'chat backend reported an error', body.error);
  const choice = body.choices?.[0];
  if (choice?.finish_reason === 'content_filter')
    throw new ChatProviderError('refused', 'chat backend filtered the answer');
  const text = choice?.message?.content ?? choice?.delta?.content;
  if (!text) throw new ChatProviderError('badAnswer', 'chat backend answered no text');
  yield { type: 'text', text };
  if (body.usage) yield usageOf(body.usage);
}
