import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { apiOk } from '../support/api.ts';
import { balanceOf } from '../support/commerce.ts';
import { apiToken, createMember } from '../support/members.ts';
import { cluster } from './support/control.ts';
import { startLoad } from './support/load.ts';
import { UPGRADE_TABLE } from './support/release.ts';

/**
 * Issue 33 item 8: a rolling upgrade behind the real front door (nginx running deploy/nginx/guangzi.conf,
 * support/nginx.ts). While a bounded load runs — guests' pages, a member's API calls, a provider's payment
 * notifies — every api/web node and then the worker is stopped (SIGTERM, as systemd does) and started on a
 * new build that carries an additive migration (support/release.ts), one at a time, each ready before the
 * next. No request may fail beyond a draining node's 503 (a client may resend it); every notify is settled
 * exactly once (the provider resends, and sends each once more); the ledger audit is clean.
 */
const RECHARGES = 6;

describe('a rolling upgrade under load', () => {
  it('restarts every node on the new build: no failed request, no lost or double notify, ledger clean', async () => {
    const member = await createMember();
    const token = await apiToken(member.phone, member.password);
    const { courses } = await apiOk<{ courses: { id: number }[] }>(
      'GET',
      '/api/courses?limit=1&offset=0&sort=0',
    );
    const recharges = [];
    for (let i = 1; i <= RECHARGES; i++) {
      const order = await apiOk<{ orderNo: string; order_amount: number }>(
        'POST',
        '/api/integral/recharge',
        { num: i, pay_method: 2 },
        token,
      );
      recharges.push({ orderNo: order.orderNo, amount: order.order_amount.toFixed(2), num: i });
    }
    const before = await balanceOf(token);
    const { env } = await cluster.state();

    const started = Date.now();
    const load = startLoad({
      baseURL: inject('baseURL'),
      token,
      courseId: courses[0]!.id,
      recharges,
      appSecret: env.APP_SECRET!,
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await cluster.release();
    const rolled: string[] = [];
    const restart = async (node: 'a' | 'b' | 'worker') => {
      const from = Date.now();
      await cluster.stop(node);
      await cluster.start(node); // answers once the node's /readyz does
      if (node !== 'worker') {
        // Ready is not enough: nginx left the stopped node alone for fail_timeout after it last refused, and
        // stopping the other node meanwhile would leave it no live upstream (502 to everyone). The next node
        // goes only once nginx sends this one requests again (docs/operations.md, step 3).
        const served = (await cluster.state()).served[node] ?? 0;
        await expect
          .poll(async () => (await cluster.state()).served[node] ?? 0, { timeout: 20_000, interval: 250 })
          .toBeGreaterThan(served);
      }
      rolled.push(`${node} ${((Date.now() - from) / 1000).toFixed(1)} s`);
    };
    // The worker is behind no front door: it restarts beside the first api/web node; those go one at a time.
    await Promise.all([restart('a'), restart('worker')]);
    await restart('b');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const tally = await load.stop();
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `rolling upgrade: ${tally.requests} requests in ${seconds.toFixed(1)} s ` +
        `(${Object.entries(tally.byKind)
          .map(([kind, n]) => `${kind} ${n}`)
          .join(', ')}); retryable 503: ${tally.retryable503}; failed: ${tally.failures.length}; ` +
        `notify resends: ${tally.notifyResends}; restarts: ${rolled.join(', ')}`,
    );
    expect(tally.failures).toEqual([]);
    expect(tally.byKind['guest page']).toBeGreaterThan(20);
    expect(tally.byKind['member call']).toBeGreaterThan(10);

    // Every recharge paid, each credited once: the balance rose by exactly their sum.
    for (const recharge of recharges) {
      const order = await apiOk<{ status: number }>(
        'POST',
        '/api/integral/order',
        { order_no: recharge.orderNo },
        token,
      );
      expect(order.status, recharge.orderNo).toBe(1);
    }
    const sum = recharges.reduce((total, r) => total + r.num, 0);
    expect(await balanceOf(token)).toBeCloseTo(before + sum, 2);
    const client = new pg.Client({ connectionString: inject('databaseUrl') });
    await client.connect();
    try {
      // The new build's migration was applied (once, by the first node on it) and the others found it.
      const { rows } = await client.query('select to_regclass($1) as t', [UPGRADE_TABLE]);
      expect(rows[0].t).toBe(UPGRADE_TABLE);
      const notified = await client.query(
        `select order_no, count(*)::int as n from payment_notifies where order_no = any($1) group by order_no`,
        [recharges.map((r) => r.orderNo)],
      );
      // Each was received at least twice (the provider's repeat) and settled once (the balance above).
      expect(notified.rows).toHaveLength(RECHARGES);
      for (const row of notified.rows) expect(row.n, row.order_no).toBeGreaterThanOrEqual(2);
    } finally {
      await client.end();
    }
    const audit = await cluster.tool('cli/wallet-audit');
    expect(audit.status, audit.output).toBe(0);
  }, 180_000);
});
