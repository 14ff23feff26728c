import { VIP_PLANS } from '@app/contract';
import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../kernel/members/index.ts';
import { orders } from '../commerce/schema.ts';
import { aiVipOrders } from '../ai/schema.ts';
import type { TtlCache } from '../../platform/cache/ttl-cache.ts';
import {
  countProductOrders,
  productOrderWhere,
  type OrderFilter,
  type OrderWithMember,
} from './list-orders.ts';
import { containsPattern, dayRange, memberColumns } from './table-query.ts';

/** product_type of a VIP purchase in 订单与退款 (after 1 课程, 2 插件, 3 素材). */
export const VIP_PRODUCT_TYPE = 4;

type Member = OrderWithMember['member'];
export type VipOrderWithMember = { row: typeof aiVipOrders.$inferSelect; member: Member };
export type ListedOrder = ({ kind: 'product' } & OrderWithMember) | ({ kind: 'vip' } & VipOrderWithMember);

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/** The plans whose name a search matches ('年度' finds the yearly VIP purchases). */
const plansNamed = (keywords: string) =>
  VIP_PLANS.filter((p) => `${p.name}VIP`.toLowerCase().includes(keywords.toLowerCase())).map((p) => p.plan);

/**
 * The same filter on VIP purchases: always paid (a purchase is made in one step), refunded when staff
 * refunded it, so status 1 finds the unrefunded, 3 the refunded, 0 and 2 none; 'VIP' or a plan's name
 * finds them by product.
 */
function vipWhere(filter: OrderFilter): SQL | undefined {
  const list: SQL[] = [...dayRange(aiVipOrders.createdAt, filter.from, filter.to)];
  if (filter.user_id) list.push(eq(aiVipOrders.userId, filter.user_id));
  if (filter.status === 1) list.push(sql`${aiVipOrders.refundedAt} is null`);
  else if (filter.status === 3) list.push(sql`${aiVipOrders.refundedAt} is not null`);
  else if (filter.status >= 0) list.push(sql`false`);
  if (filter.keywords) {
    const pattern = containsPattern(filter.keywords);
    const plans = /vip/i.test(filter.keywords) ? VIP_PLANS.map((p) => p.plan) : plansNamed(filter.keywords);
    list.push(
      or(
        ilike(aiVipOrders.orderNo, pattern),
        ilike(users.phone, pattern),
        plans.length ? inArray(aiVipOrders.plan, plans) : sql`false`,
      )!,
    );
  }
  return list.length ? and(...list) : undefined;
}

/** The filter's part of a query that decides the total (not the page or the order). */
const totalKey = (f: OrderFilter) =>
  JSON.stringify([f.keywords, f.user_id, f.status, f.product_type, f.from, f.to]);

/** VIP purchases a filter matches; like product orders, only a keyword search needs the member. */
async function countVipOrders(db: Db, filter: OrderFilter): Promise<number> {
  const condition = vipWhere(filter);
  const [total] = filter.keywords
    ? await db
        .select({ n: count() })
        .from(aiVipOrders)
        .innerJoin(users, eq(users.id, aiVipOrders.userId))
        .where(condition)
    : await db.select({ n: count() }).from(aiVipOrders).where(condition);
  return total?.n ?? 0;
}

/**
 * 订单与退款: product orders and VIP purchases as one list, filtered, sorted and paged on the server. The
 * page's keys come from one UNION ALL (sorted by the chosen column, ties by kind and id), then each kind's
 * rows are read whole and put back in that order. Each branch is cut to the rows the page can reach before
 * the union is sorted, so the newest-first default walks orders_created_idx instead of sorting 100,000
 * orders. `totals`, when given, shares each filter's count for its few seconds (a count over 100,000 orders
 * is the dearest part of the page; docs/spec-decisions.md "Personal pages measured").
 */
export async function listAllOrders(
  db: Db,
  filter: OrderFilter,
  page: { offset: number; limit: number },
  totals?: TtlCache<number>,
) {
  const wantProducts = filter.product_type !== VIP_PRODUCT_TYPE;
  const wantVip = filter.product_type === 0 || filter.product_type === VIP_PRODUCT_TYPE;
  const productCondition = productOrderWhere(filter);
  const vipCondition = vipWhere(filter);
  const direction = filter.order === 'asc' ? sql`asc` : sql`desc`;
  const reach = (page.offset + 1) * page.limit;
  const sortColumn = { product: SORT_COLUMN[filter.sort], vip: VIP_SORT_COLUMN[filter.sort] };
  const parts: SQL[] = [];
  if (wantProducts)
    parts.push(sql`(select 'product' as kind, ${orders.id} as id, ${orders.createdAt} as created_at,
      ${orders.payTime} as pay_time, ${orders.totalAmount} as total_amount
      from ${orders} ${filter.keywords ? sql`inner join ${users} on ${users.id} = ${orders.userId}` : sql``}
      ${productCondition ? sql`where ${productCondition}` : sql``}
      order by ${sortColumn.product} ${direction} nulls last, ${orders.id} ${direction} limit ${reach})`);
  if (wantVip)
    parts.push(sql`(select 'vip' as kind, ${aiVipOrders.id} as id, ${aiVipOrders.createdAt} as created_at,
      ${aiVipOrders.createdAt} as pay_time, ${aiVipOrders.price} as total_amount
      from ${aiVipOrders} ${filter.keywords ? sql`inner join ${users} on ${users.id} = ${aiVipOrders.userId}` : sql``}
      ${vipCondition ? sql`where ${vipCondition}` : sql``}
      order by ${sortColumn.vip} ${direction} nulls last, ${aiVipOrders.id} ${direction} limit ${reach})`);
  const keys = rowsOf<{ kind: 'product' | 'vip'; id: number }>(
    await db.execute(sql`select kind, id from (${sql.join(parts, sql` union all `)}) as listed
      order by ${sql.identifier(filter.sort)} ${direction} nulls last, kind ${direction}, id ${direction}
      limit ${page.limit} offset ${page.offset * page.limit}`),
  );
  const countAll = async () =>
    (wantProducts ? await countProductOrders(db, filter) : 0) +
    (wantVip ? await countVipOrders(db, filter) : 0);
  const [products, vips, total] = await Promise.all([
    readProducts(db, ids(keys, 'product')),
    readVips(db, ids(keys, 'vip')),
    totals ? totals.get(totalKey(filter), countAll) : countAll(),
  ]);
  const rows: ListedOrder[] = keys.map((key) =>
    key.kind === 'product'
      ? { kind: 'product', ...products.get(Number(key.id))! }
      : { kind: 'vip', ...vips.get(Number(key.id))! },
  );
  return { rows, total };
}

const SORT_COLUMN = {
  created_at: orders.createdAt,
  pay_time: orders.payTime,
  total_amount: orders.totalAmount,
};
/** A VIP purchase is paid when it is made: its pay time is its creation. */
const VIP_SORT_COLUMN = {
  created_at: aiVipOrders.createdAt,
  pay_time: aiVipOrders.createdAt,
  total_amount: aiVipOrders.price,
};

const ids = (keys: { kind: string; id: number }[], kind: string) =>
  keys.filter((k) => k.kind === kind).map((k) => Number(k.id));

async function readProducts(db: Db, list: number[]) {
  if (!list.length) return new Map<number, OrderWithMember>();
  const rows = await db
    .select({ row: orders, member: memberColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(inArray(orders.id, list));
  return new Map(rows.map((r) => [r.row.id, r as OrderWithMember]));
}

/** VIP purchases by id, with their member (the detail page reads one). */
export async function readVips(db: Db, list: number[]) {
  if (!list.length) return new Map<number, VipOrderWithMember>();
  const rows = await db
    .select({ row: aiVipOrders, member: memberColumns })
    .from(aiVipOrders)
    .innerJoin(users, eq(users.id, aiVipOrders.userId))
    .where(inArray(aiVipOrders.id, list));
  return new Map(rows.map((r) => [r.row.id, r as VipOrderWithMember]));
}
