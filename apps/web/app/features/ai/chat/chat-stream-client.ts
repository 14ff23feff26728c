import {
  AI_CHAT_STREAM_PATH,
  Code,
  createSseParser,
  type Answer,
  type ChatStreamEvent,
} from '@app/contract/web';
import { readToken } from '../../../shared/session/session-store.ts';

/** 002 §8: what the answer says when the network fails. */
export const NETWORK_FAILURE = '链接错误';

export interface ChatStreamHandlers {
  onEvent(event: ChatStreamEvent): void;
  /** Refused before the answer began ({code, msg} of 4001, 4022, 4423, 4029 …). */
  onRefused(answer: { code: number; msg: string }): void;
}

/**
 * Asks one question through the streaming call (AI_CHAT_STREAM_PATH, docs/spec-decisions.md) and hands its
 * events over as they arrive. A refusal comes back as the usual JSON answer. A stream that breaks off without
 * 'done' or 'error', or a network failure, ends with an 'error' event saying '链接错误' (the server gives the
 * charge back when the member's connection goes). Aborting `signal` (the page closes) ends it quietly.
 */
export async function streamChat(prompt: string, handlers: ChatStreamHandlers, signal: AbortSignal) {
  let ended = false;
  const emit = (event: ChatStreamEvent) => {
    if (event.event === 'done' || event.event === 'error') ended = true;
    handlers.onEvent(event);
  };
  try {
    const token = readToken();
    const response = await fetch(AI_CHAT_STREAM_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify({ prompt }),
      signal,
    });
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      const answer = (await response.json()) as Answer<unknown>;
      handlers.onRefused({ code: answer.code, msg: answer.msg });
      return;
    }
    if (!response.body) throw new Error('no body');
    const parser = createSseParser();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      const events = done ? parser.end() : parser.push(value);
      for (const sse of events) emit({ event: sse.event, data: JSON.parse(sse.data) } as ChatStreamEvent);
      if (done) break;
    }
  } catch {
    if (signal.aborted) return;
  }
  if (!ended && !signal.aborted)
    emit({ event: 'error', data: { msg: NETWORK_FAILURE, code: Code.unavailable } });
}
