import {
  aiCalls,
  aiRenderCalls,
  isRenderPending,
  RenderPolling,
  type RenderProgress,
} from '@app/contract/web';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callApi } from '../../../shared/api/client.ts';
import { apiKeyPrefix } from '../../../shared/api/query.ts';

export type RenderPhase = 'idle' | 'waiting' | 'done' | 'ended' | 'backgrounded';

export interface RenderJobView {
  phase: RenderPhase;
  job: RenderProgress | null;
  /** Polls sent for this job (002 §4 'requestCount'). */
  requests: number;
}

/** Everything a finished or changed job makes stale: the balance, the free uses, the history. */
export const RENDER_STALE_KEYS = [
  apiKeyPrefix(aiCalls.balance),
  apiKeyPrefix(aiCalls.vipStatus),
  apiKeyPrefix(aiRenderCalls.history),
];

const phaseOf = (job: RenderProgress): RenderPhase =>
  job.state === 'succeeded' ? 'done' : isRenderPending(job.state) ? 'waiting' : 'ended';

/**
 * Follows one render job (002 §4): a poll every 20 s (GET /api/ai/generate/:id) until the image is there,
 * the job ended, or 10 polls were sent — then the job goes on in the background and lands in the history.
 * A finished job fetches the balance and the VIP status again. Leaving the page clears the timer.
 */
export function useRenderJob() {
  const queryClient = useQueryClient();
  const [view, setView] = useState<RenderJobView>({ phase: 'idle', job: null, requests: 0 });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const following = useRef<number | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    following.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const refresh = useCallback(() => {
    for (const queryKey of RENDER_STALE_KEYS) void queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);

  const schedule = useCallback(
    (id: number, requests: number) => {
      timer.current = setTimeout(async () => {
        const answer = await callApi(aiRenderCalls.task, { params: { id } });
        if (following.current !== id) return;
        const sent = requests + 1;
        if (answer.code !== 200) {
          setView((v) => ({ ...v, requests: sent }));
          if (sent >= RenderPolling.maxRequests) setView((v) => ({ ...v, phase: 'backgrounded' }));
          else schedule(id, sent);
          return;
        }
        const phase = phaseOf(answer.data);
        if (phase === 'waiting' && sent >= RenderPolling.maxRequests) {
          setView({ phase: 'backgrounded', job: answer.data, requests: sent });
          stop();
          return;
        }
        setView({ phase, job: answer.data, requests: sent });
        if (phase === 'waiting') schedule(id, sent);
        else {
          stop();
          refresh();
        }
      }, RenderPolling.intervalMs);
    },
    [refresh, stop],
  );

  /** Shows a job (just queued, or reopened from the history) and follows it while it is pending. */
  const follow = useCallback(
    (job: RenderProgress) => {
      stop();
      const phase = phaseOf(job);
      setView({ phase, job, requests: 0 });
      if (phase === 'waiting') {
        following.current = job.id;
        schedule(job.id, 0);
      }
    },
    [schedule, stop],
  );

  /** Ends the following locally (the page's 取消制作 also cancels the job on the server). */
  const settle = useCallback(
    (job: RenderProgress | null) => {
      stop();
      setView(job ? { phase: phaseOf(job), job, requests: 0 } : { phase: 'idle', job: null, requests: 0 });
      refresh();
    },
    [refresh, stop],
  );

  return { view, follow, settle, refresh };
}
