import type { ProductTypeValue } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { entitlements, type ExtendType } from './entitlements-table.ts';

/** Which of `ids` the member holds a right to, in one query (for a page of cards). */
export async function entitledIds(
  db: DbOrTx,
  userId: number,
  productType: ProductTypeValue,
  ids: readonly number[],
  extendType: ExtendType = '',
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await entitledAmong(db).execute({
    userId,
    productType,
    extendType,
    ids: [...new Set(ids)],
  });
  return new Set(rows.map((r) => r.id));
}

// Runs for every signed-in page of cards: built once (db/prepared.ts), the id list one array parameter.
const entitledAmong = preparedQuery((db) =>
  db
    .select({ id: entitlements.productId })
    .from(entitlements)
    .where(
      and(
        eq(entitlements.userId, sql.placeholder('userId')),
        eq(entitlements.productType, sql.placeholder('productType')),
        eq(entitlements.extendType, sql.placeholder('extendType')),
        sql`${entitlements.productId} = any(${sql.placeholder('ids')}::integer[])`,
      ),
    )
    .prepare('kernel_entitled_among'),
);
