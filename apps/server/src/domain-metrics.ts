import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { AppContext } from './app-context.ts';
import { auditWallets } from './slices/wallet/index.ts';

type WalletAudit = Awaited<ReturnType<typeof auditWallets>>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/** Runs `load` at most once per `ms`; callers in between share the last result (or the run in flight). */
export function cachedFor<T>(ms: number, load: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (!last || Date.now() - last.at >= ms) {
      const value = load();
      last = { at: Date.now(), value };
      // A failure is not kept: the next scrape tries again.
      value.catch(() => {
        if (last?.value === value) last = null;
      });
    }
    return last.value;
  };
}

interface QueueRow {
  kind: string;
  state: string;
  jobs: number;
  oldest_seconds: number;
}

/**
 * Gauges read from the database when Prometheus scrapes: the job queue (jobs queued and running per kind,
 * and how long the oldest has waited / been running), and the photon ledger audit (`npm run wallet:audit`'s
 * check). The audit reads every member and entry, so it runs at most once per METRICS_AUDIT_SECONDS and
 * scrapes in between report its last result with its time.
 */
export function domainCollectors(ctx: Pick<AppContext, 'db' | 'config' | 'log'>) {
  return (registry: Registry): void => {
    // Both queue gauges are collected together in a scrape: they share the one query in flight.
    let reading: Promise<QueueRow[]> | null = null;
    const readQueue = () =>
      (reading ??= (async () =>
        rowsOf<QueueRow>(
          await ctx.db.execute(sql`
            select kind, state, count(*)::int as jobs,
                   coalesce(extract(epoch from now() - min(case when state = 'queued' then run_at else updated_at end)), 0)::float8 as oldest_seconds
            from jobs
            where state = 'running' or (state = 'queued' and run_at <= now())
            group by kind, state`),
        ))().finally(() => {
        reading = null;
      }));
    const queueGauge = (name: string, help: string, value: (row: QueueRow) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['kind', 'state'],
        registers: [registry],
        async collect() {
          const rows = await readQueue();
          this.reset();
          for (const row of rows) this.set({ kind: row.kind, state: row.state }, value(row));
        },
      });
    queueGauge('jobs_in_queue', 'Jobs due (queued) or being run (running), by kind', (row) => row.jobs);
    queueGauge(
      'jobs_oldest_age_seconds',
      'Seconds the oldest due job has waited (queued) or the oldest run has been going (running), by kind',
      (row) => Number(row.oldest_seconds),
    );

    let lastAudit: { audit: WalletAudit; at: number; seconds: number } | null = null;
    const audit = cachedFor(ctx.config.METRICS_AUDIT_SECONDS * 1000, async () => {
      const started = Date.now();
      const result = await auditWallets(ctx.db);
      lastAudit = { audit: result, at: Date.now(), seconds: (Date.now() - started) / 1000 };
      return lastAudit;
    });
    const auditGauge = (name: string, help: string, value: (a: NonNullable<typeof lastAudit>) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          try {
            await audit();
          } catch (err) {
            ctx.log.error({ err }, 'wallet audit for /metrics failed');
          }
          if (lastAudit) this.set(value(lastAudit));
        },
      });
    auditGauge(
      'wallet_audit_problems',
      'Differences the last ledger audit found (0 = every balance equals its ledger)',
      (a) => a.audit.problems.length,
    );
    auditGauge('wallet_audit_members', 'Members the last ledger audit checked', (a) => a.audit.members);
    auditGauge('wallet_audit_entries', 'Ledger entries the last audit checked', (a) => a.audit.entries);
    auditGauge(
      'wallet_audit_timestamp_seconds',
      'When the last ledger audit ran (Unix time)',
      (a) => a.at / 1000,
    );
    auditGauge('wallet_audit_duration_seconds', 'How long the last ledger audit took', (a) => a.seconds);
  };
}
