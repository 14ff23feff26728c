import { aiCalls, Code } from '@app/contract/web';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiKeyPrefix } from '../../../shared/api/query.ts';
import { paths } from '../../../shared/paths.ts';
import { clearSession } from '../../../shared/session/session-store.ts';
import { loadHistory, saveHistory, type ChatMessage } from './chat-history.ts';
import { streamChat } from './chat-stream-client.ts';

/** 002 §9: after '光子不足，请充值' the recharge page opens 2 s later. */
export const RECHARGE_AFTER_MS = 2000;

/** The answer being typed: what has arrived (HTML), whether the stream ended, whether it is a failure. */
export interface LiveAnswer {
  html: string;
  complete: boolean;
  failed: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

let sequence = 0;
const newId = () => `${Date.now().toString(36)}-${++sequence}`;

/**
 * The conversation (002 §4): idle → sending (the question is on its way) → answering (the answer is typed out
 * as it streams) → idle once typing ends, when the answer joins the conversation. Kept per member in this
 * browser; '清空问答记录' clears it here only. A refusal or failure is shown as the answer; 4001 clears the
 * session and opens /login; too few 光子 opens the recharge page after 2 s.
 */
export function useChat(userId: number | null) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [sending, setSending] = useState(false);
  const [live, setLiveState] = useState<LiveAnswer | null>(null);
  const liveRef = useRef<LiveAnswer | null>(null);
  const setLive = useCallback((answer: LiveAnswer | null) => {
    liveRef.current = answer;
    setLiveState(answer);
  }, []);
  const abort = useRef<AbortController | null>(null);
  const loadedFor = useRef<number | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = App.useApp();

  useEffect(() => {
    if (userId === null) return;
    loadedFor.current = userId;
    setMessages(loadHistory(userId));
  }, [userId]);
  useEffect(() => {
    if (userId !== null && loadedFor.current === userId) saveHistory(userId, messages);
  }, [userId, messages]);
  useEffect(() => () => abort.current?.abort(), []);

  const ask = useCallback(
    async (prompt: string) => {
      setMessages((list) => [...list, { id: newId(), isQuestion: true, text: prompt }]);
      setSending(true);
      const controller = new AbortController();
      abort.current = controller;
      const fail = (msg: string) =>
        setLive({ html: `<p>${escapeHtml(msg)}</p>`, complete: true, failed: true });
      await streamChat(
        prompt,
        {
          onEvent(event) {
            if (event.event === 'meta') setLive({ html: '', complete: false, failed: false });
            else if (event.event === 'answer')
              setLive({ html: event.data.html, complete: false, failed: false });
            else if (event.event === 'done')
              setLive({ html: event.data.html, complete: true, failed: false });
            else fail(event.data.msg);
            setSending(false);
          },
          onRefused(answer) {
            setSending(false);
            if (answer.code === Code.unauthenticated) {
              clearSession();
              setMessages((list) => list.slice(0, -1));
              navigate(paths.login({ redirect: paths.aiChat() }));
              return;
            }
            fail(answer.msg);
            if (answer.code === Code.insufficientPhotons) {
              void message.warning(answer.msg);
              setTimeout(() => navigate(paths.userIntegral({ back: paths.aiChat() })), RECHARGE_AFTER_MS);
            }
          },
        },
        controller.signal,
      );
      // Free uses and the balance as the server now counts them (a failed answer gave its charge back).
      void queryClient.invalidateQueries({ queryKey: apiKeyPrefix(aiCalls.vipStatus) });
      void queryClient.invalidateQueries({ queryKey: apiKeyPrefix(aiCalls.balance) });
    },
    [message, navigate, queryClient, setLive],
  );

  /** Typing ended: the answer joins the conversation and the box opens again. */
  const typed = useCallback(() => {
    const answer = liveRef.current;
    if (!answer) return;
    liveRef.current = null;
    setMessages((list) => [
      ...list,
      { id: newId(), isQuestion: false, text: answer.html, failed: answer.failed },
    ]);
    setLive(null);
  }, []);

  const clear = useCallback(() => setMessages([]), []);

  return { messages, live, sending, busy: sending || live !== null, ask, typed, clear };
}
