/** 优惠券 as staff search them (code or name); changes go through commerce (change-coupon.ts). */
import { count, desc, ilike, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { coupons } from '../../commerce/schema.ts';
import { containsPattern } from '../table-query.ts';

export async function listCoupons(db: DbOrTx, query: { offset: number; limit: number; keywords: string }) {
  const where = query.keywords
    ? or(
        ilike(coupons.code, containsPattern(query.keywords)),
        ilike(coupons.name, containsPattern(query.keywords)),
      )
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(query.limit)
      .offset(query.offset * query.limit),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}
