import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/** A client's request in a fault test and what it was answered (null: no answer, the process died). */
export interface Step {
  member: number;
  kind: 'course' | 'plugin' | 'vip' | 'recharge' | 'notify';
  productId?: number;
  orderNo?: string;
  answer: { code: number; msg: string; data: any } | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/**
 * What must hold for these members after any crash, in words a failing test prints: each paid product order,
 * VIP order and paid recharge has exactly one ledger entry of its amount, no entry lacks its record, a
 * product is paid for at most once and its right was granted, a payment the provider booked was credited,
 * and every success a client was told of is there. (The per-member sums are auditWallets' part.)
 */
export async function paymentEffects(db: Db, memberIds: number[], steps: Step[]): Promise<string[]> {
  const ids = sql`(${`{${memberIds.join(',')}}`})::int[]`;
  const query = async <T>(text: SQL) => rowsOf<T>(await db.execute(text));
  const problems: string[] = [];

  for (const r of await query<{ user_id: number; product_id: number; paid: number }>(sql`
    select user_id, product_id, count(*)::int as paid from orders
    where user_id = any(${ids}) and status = 1 group by user_id, product_type, product_id having count(*) > 1`))
    problems.push(`会员 ${r.user_id} 为商品 ${r.product_id} 付款 ${r.paid} 次`);

  for (const r of await query<{
    order_no: string;
    status: number;
    total: string;
    n: number;
    sum: string | null;
    granted: boolean;
  }>(sql`
    select o.order_no, o.status, o.total_amount::text as total, count(e.id)::int as n, sum(e.amount)::text as sum,
           exists (select 1 from entitlements g where g.user_id = o.user_id and g.product_type = o.product_type
                   and g.product_id = o.product_id) as granted
    from orders o left join wallet_entries e on e.source_type = 'order' and e.source_no = o.order_no and e.action = 2
    where o.user_id = any(${ids}) group by o.id`)) {
    if (r.status === 1 && Number(r.total) > 0 && (r.n !== 1 || Number(r.sum) !== Number(r.total)))
      problems.push(`已付订单 ${r.order_no}（${r.total}）有 ${r.n} 笔扣款，合计 ${r.sum}`);
    if (r.status !== 1 && r.n > 0) problems.push(`未付订单 ${r.order_no} 有 ${r.n} 笔扣款`);
    if (r.status === 1 && !r.granted) problems.push(`已付订单 ${r.order_no} 没有开通权益`);
  }

  for (const r of await query<{ order_no: string; price: string; n: number; sum: string | null }>(sql`
    select v.order_no, v.price::text as price, count(e.id)::int as n, sum(e.amount)::text as sum
    from ai_vip_orders v left join wallet_entries e on e.source_type = 'vip' and e.source_no = v.order_no and e.action = 2
    where v.user_id = any(${ids}) group by v.id`))
    if (r.n !== 1 || Number(r.sum) !== Number(r.price))
      problems.push(`VIP 订单 ${r.order_no}（${r.price}）有 ${r.n} 笔扣款，合计 ${r.sum}`);

  for (const r of await query<{
    order_no: string;
    status: number;
    num: string;
    n: number;
    sum: string | null;
    booked: boolean;
  }>(sql`
    select r.order_no, r.status, r.num::text as num, count(e.id)::int as n, sum(e.amount)::text as sum,
           exists (select 1 from sandbox_payments p where p.order_no = r.order_no) as booked
    from recharge_orders r left join wallet_entries e on e.source_type = 'recharge' and e.source_no = r.order_no and e.action = 1
    where r.user_id = any(${ids}) group by r.id`)) {
    if (r.status === 1 && (r.n !== 1 || Number(r.sum) !== Number(r.num)))
      problems.push(`已付充值 ${r.order_no}（${r.num}）入账 ${r.n} 次，合计 ${r.sum}`);
    if (r.status !== 1 && r.n > 0) problems.push(`未付充值 ${r.order_no} 入账 ${r.n} 次`);
    if (r.booked && r.status !== 1) problems.push(`渠道已收款的充值 ${r.order_no} 未入账`);
  }

  for (const r of await query<{ id: number; source_type: string; source_no: string }>(sql`
    select e.id, e.source_type, e.source_no from wallet_entries e where e.user_id = any(${ids}) and (
      (e.source_type = 'order' and not exists (select 1 from orders o where o.order_no = e.source_no and o.status = 1))
      or (e.source_type = 'vip' and not exists (select 1 from ai_vip_orders v where v.order_no = e.source_no))
      or (e.source_type = 'recharge' and not exists (select 1 from recharge_orders r where r.order_no = e.source_no and r.status = 1)))`))
    problems.push(`流水 #${r.id}（${r.source_type} ${r.source_no}）没有对应的已付记录`);

  const paid = new Set(
    (
      await query<{ key: string }>(sql`
      select user_id || ':' || product_id as key from orders where user_id = any(${ids}) and status = 1
      union all select user_id || ':vip' from ai_vip_orders where user_id = any(${ids})
      union all select 'recharge:' || order_no from recharge_orders where user_id = any(${ids}) and status = 1`)
    ).map((r) => r.key),
  );
  for (const step of steps) {
    if (step.answer?.code !== 200) continue;
    const key =
      step.kind === 'vip'
        ? `${step.member}:vip`
        : step.kind === 'notify'
          ? `recharge:${step.orderNo}`
          : step.kind === 'recharge'
            ? null
            : `${step.member}:${step.productId}`;
    if (key && !paid.has(key)) problems.push(`客户端收到成功（${step.kind}，会员 ${step.member}）却没有记录`);
  }
  return problems;
}
