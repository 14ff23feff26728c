import { Code, M } from '@app/contract';
import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { users, type MemberRow } from '../../kernel/members/index.ts';
import { countLiveSessions } from '../account/index.ts';
import { orders } from '../commerce/schema.ts';
import { containsPattern } from './table-query.ts';

export interface MemberFilter {
  keywords: string;
  status: '' | 'active' | 'disabled';
  creator: '' | '1';
  vip: '' | '1';
  sort: 'created_at' | 'balance';
  order: 'asc' | 'desc';
}

function memberWhere(filter: MemberFilter, now: Date): SQL | undefined {
  const list: SQL[] = [];
  if (filter.status === 'active') list.push(isNull(users.disabledAt));
  if (filter.status === 'disabled') list.push(isNotNull(users.disabledAt));
  if (filter.creator)
    list.push(
      or(eq(users.canUploadCourse, true), eq(users.canUploadPlug, true), eq(users.canUploadGoods, true))!,
    );
  if (filter.vip) list.push(or(eq(users.vipPermanent, true), gt(users.vipEndtime, now))!);
  if (filter.keywords) {
    const pattern = containsPattern(filter.keywords);
    const byText = [ilike(users.phone, pattern), ilike(users.email, pattern), ilike(users.name, pattern)];
    // A number may be the member's id as well.
    if (/^\d{1,9}$/.test(filter.keywords)) byText.push(eq(users.id, Number(filter.keywords)));
    list.push(or(...byText)!);
  }
  return list.length ? and(...list) : undefined;
}

/** Members, newest or richest first, filtered on the server. */
export async function listMembers(db: Db, filter: MemberFilter, page: { offset: number; limit: number }) {
  const where = memberWhere(filter, new Date());
  const direction = filter.order === 'asc' ? asc : desc;
  const column = filter.sort === 'balance' ? users.integral : users.createdAt;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(direction(column), direction(users.id))
      .limit(page.limit)
      .offset(page.offset * page.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A member with the counts the detail shows (paid orders, live sessions). */
export async function readMember(
  db: Db,
  id: number,
): Promise<{ row: MemberRow; paidOrders: number; activeSessions: number }> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new DomainError(Code.notFound, M.memberNotFound);
  const [[paid], activeSessions] = await Promise.all([
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, id), eq(orders.status, 1))),
    countLiveSessions(db, id),
  ]);
  return { row, paidOrders: paid?.n ?? 0, activeSessions };
}
