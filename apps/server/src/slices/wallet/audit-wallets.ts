import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export interface WalletProblem {
  userId: number;
  name: string;
  kind: 'sum' | 'chain' | 'entry' | 'negative';
  detail: string;
}

export interface WalletAudit {
  members: number;
  entries: number;
  problems: WalletProblem[];
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/**
 * The ledger invariant, checked by PostgreSQL on exact NUMERIC for every member:
 * - sum(income) − sum(expense) equals users.integral, and the balance is not negative;
 * - each entry's balance_after equals the previous entry's balance_after ± its amount (entries in id order);
 * - every entry has action 1 or 2 and a positive amount.
 */
export async function auditWallets(db: DbOrTx): Promise<WalletAudit> {
  const [counts] = rowsOf<{ members: number; entries: number }>(
    await db.execute(
      sql`select (select count(*)::int from users) as members, (select count(*)::int from wallet_entries) as entries`,
    ),
  );
  const sums = rowsOf<{ user_id: number; name: string; integral: string; ledger: string; mismatch: boolean }>(
    await db.execute(sql`
      select u.id as user_id, u.name, u.integral::text as integral, coalesce(s.total, 0)::text as ledger,
             u.integral <> coalesce(s.total, 0) as mismatch
      from users u
      left join (
        select user_id, sum(case when action = 1 then amount else -amount end) as total from wallet_entries group by user_id
      ) s on s.user_id = u.id
      where u.integral <> coalesce(s.total, 0) or u.integral < 0
      order by u.id`),
  );
  const chain = rowsOf<{
    id: number;
    user_id: number;
    name: string;
    action: number;
    amount: string;
    balance_after: string;
    expected: string | null;
  }>(
    await db.execute(sql`
      select e.id, e.user_id, u.name, e.action, e.amount::text as amount, e.balance_after::text as balance_after, e.expected::text as expected
      from (
        select *, coalesce(lag(balance_after) over (partition by user_id order by id), 0)
                    + case when action = 1 then amount when action = 2 then -amount end as expected
        from wallet_entries
      ) e join users u on u.id = e.user_id
      where e.expected is null or e.balance_after <> e.expected or e.amount <= 0 or e.balance_after < 0
      order by e.user_id, e.id`),
  );
  const problems: WalletProblem[] = [];
  for (const s of sums) {
    if (s.integral.startsWith('-'))
      problems.push({ userId: s.user_id, name: s.name, kind: 'negative', detail: `余额为负：${s.integral}` });
    if (s.mismatch)
      problems.push({
        userId: s.user_id,
        name: s.name,
        kind: 'sum',
        detail: `余额 ${s.integral} ≠ 流水合计（收入 − 支出）${s.ledger}`,
      });
  }
  for (const e of chain) {
    const kind = e.expected === null || Number(e.amount) <= 0 ? 'entry' : 'chain';
    const detail =
      kind === 'entry'
        ? `流水 #${e.id}：类型 ${e.action}、金额 ${e.amount} 无效`
        : `流水 #${e.id}：balance_after ${e.balance_after} ≠ 上一笔余额 ${e.action === 1 ? '+' : '−'} ${e.amount} = ${e.expected}`;
    problems.push({ userId: e.user_id, name: e.name, kind, detail });
  }
  return { members: counts?.members ?? 0, entries: counts?.entries ?? 0, problems };
}

const KIND_LABEL = {
  sum: '余额与流水不符',
  chain: '余额链断裂',
  entry: '无效流水',
  negative: '余额为负',
} as const;

/** A readable report: a summary line, then each problem grouped by member. */
export function formatAudit(audit: WalletAudit): string {
  const lines = [`光子账本核对：${audit.members} 名会员，${audit.entries} 条流水。`];
  if (audit.problems.length === 0) {
    lines.push('结果：全部一致（每名会员 收入 − 支出 = 余额，且每笔流水的余额链连续）。');
    return lines.join('\n');
  }
  const byMember = new Map<number, WalletProblem[]>();
  for (const p of audit.problems) byMember.set(p.userId, [...(byMember.get(p.userId) ?? []), p]);
  lines.push(`结果：发现 ${audit.problems.length} 处问题，涉及 ${byMember.size} 名会员：`);
  for (const [userId, problems] of byMember) {
    lines.push(`  会员 #${userId}（${problems[0]!.name}）`);
    for (const p of problems) lines.push(`    - [${KIND_LABEL[p.kind]}] ${p.detail}`);
  }
  return lines.join('\n');
}
