import { createHmac } from 'node:crypto';
import { createSandboxPay } from '../../../apps/server/src/platform/payments/sandbox-pay.ts';

/**
 * A bounded load for the rolling upgrade (rolling-upgrade.cluster.test.ts): a few lanes, each one request
 * after another with a short pause, through nginx — guests' pages, a member's API calls (a GET and a
 * read-only POST), and a payment provider's notifies for recharges placed before. Every answer is tallied:
 * a 503 (a draining node's refusal, which a client may send again) is counted apart; anything else that is
 * not a success — a 502, a 500, a reset connection — is a failure and named.
 */
export interface Tally {
  requests: number;
  byKind: Record<'guest page' | 'member call' | 'notify', number>;
  /** Answers 503 (retryable): counted, not failed. */
  retryable503: number;
  failures: string[];
  /** Notifies the provider had to send again after a 503 or a refused connection. */
  notifyResends: number;
}

export interface LoadOptions {
  baseURL: string;
  token: string;
  courseId: number;
  /** Recharges to pay by notify while the load runs, and the cluster's APP_SECRET (the sandbox's key). */
  recharges: { orderNo: string; amount: string }[];
  appSecret: string;
  pauseMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startLoad(options: LoadOptions): { stop(): Promise<Tally> } {
  const tally: Tally = {
    requests: 0,
    byKind: { 'guest page': 0, 'member call': 0, notify: 0 },
    retryable503: 0,
    failures: [],
    notifyResends: 0,
  };
  let running = true;
  const pause = options.pauseMs ?? 40;

  /** One request; true when it succeeded, false when it was a 503 (the caller may resend). */
  const send = async (kind: keyof Tally['byKind'], path: string, init: RequestInit = {}, json = false) => {
    tally.requests++;
    tally.byKind[kind]++;
    try {
      const response = await fetch(`${options.baseURL}${path}`, init);
      const body = await response.text();
      if (response.status === 503) {
        tally.retryable503++;
        return false;
      }
      const code = json ? (JSON.parse(body) as { code?: unknown }).code : 200;
      if (response.status !== 200 || (code !== 200 && code !== 'SUCCESS'))
        tally.failures.push(
          `${kind} ${init.method ?? 'GET'} ${path}: ${response.status} ${body.slice(0, 120)}`,
        );
      return true;
    } catch (error) {
      tally.failures.push(`${kind} ${init.method ?? 'GET'} ${path}: ${(error as Error).message}`);
      return true;
    }
  };

  const guestPaths = ['/', '/course', `/coursepage/${options.courseId}`, '/news', '/help'];
  const guest = async (offset: number) => {
    for (let i = offset; running; i++) {
      await send('guest page', guestPaths[i % guestPaths.length]!);
      await sleep(pause);
    }
  };
  const auth = { authorization: `Bearer ${options.token}` };
  const member = async () => {
    for (let i = 0; running; i++) {
      if (i % 2 === 0) await send('member call', '/api/user', { headers: auth }, true);
      else
        await send(
          'member call',
          '/api/neworder/preinfo',
          {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ product_id: options.courseId, product_type: 1 }),
          },
          true,
        );
      await sleep(pause);
    }
  };
  // The sandbox provider's notify, signed as the nodes expect (platform/payments/create-payments.ts).
  const sandbox = createSandboxPay({
    db: undefined as never,
    secret: createHmac('sha256', options.appSecret).update('payments').digest('hex'),
    publicUrl: options.baseURL,
  });
  const notifies = async () => {
    const spread = Math.max(1, Math.floor(20_000 / Math.max(1, options.recharges.length)));
    // Every recharge is notified, whether or not the other lanes have stopped: stop() waits for the last.
    for (const [index, recharge] of options.recharges.entries()) {
      const notify = sandbox.signedNotify({ ...recharge, tradeNo: `ROLL${Date.now()}${index}` });
      // As a provider does: sent until answered SUCCESS, then — as providers also do — once more.
      for (let sent = 0; sent < 2; sent++) {
        for (let attempt = 0; ; attempt++) {
          if (attempt > 0) tally.notifyResends++;
          const headers = Object.fromEntries(
            Object.entries(notify.headers).filter(
              (entry): entry is [string, string] => entry[1] !== undefined,
            ),
          );
          const init = { method: 'POST', headers, body: notify.body };
          if (await send('notify', '/api/pay/notify/sandbox', init, true)) break;
          if (attempt > 20) {
            tally.failures.push(`notify ${recharge.orderNo}: still 503 after 20 resends`);
            break;
          }
          await sleep(250);
        }
      }
      await sleep(spread);
    }
  };
  const lanes = [guest(0), guest(2), member(), notifies()];
  return {
    async stop() {
      running = false;
      await Promise.all(lanes);
      return tally;
    },
  };
}
