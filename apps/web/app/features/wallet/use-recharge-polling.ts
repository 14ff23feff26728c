import { walletCalls, type RechargeOrderData } from '@app/contract/web';
import { useEffect, useRef } from 'react';
import { callApi } from '../../shared/api/client.ts';
import { POLL_INTERVAL_MS, pollStep } from './recharge-rules.ts';

interface PollingHandlers {
  onPaid: (order: RechargeOrderData) => void;
  onClosed: () => void;
  /** A refusal or network error: polling has stopped (001 §4). */
  onStopped: (msg: string, code: number) => void;
}

/**
 * Asks POST /api/integral/order every POLL_INTERVAL_MS (0.8 s) while `orderNo` is set (the QR dialog is open). It stops when the
 * order is paid or closed, on any error, and when orderNo turns null or the component unmounts (dialog
 * closed): one request at a time, never a request after stopping.
 */
export function useRechargePolling(orderNo: string | null, handlers: PollingHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!orderNo) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const tick = async () => {
      const answer = await callApi(walletCalls.rechargeOrder, { body: { order_no: orderNo } });
      if (stopped) return;
      const step = pollStep(answer);
      if (step === 'paid') latest.current.onPaid(answer.data);
      else if (step === 'closed') latest.current.onClosed();
      else if (step === 'stop') latest.current.onStopped(answer.msg, answer.code);
      else timer = setTimeout(() => void tick(), POLL_INTERVAL_MS);
    };
    timer = setTimeout(() => void tick(), POLL_INTERVAL_MS);

    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderNo]);
}
