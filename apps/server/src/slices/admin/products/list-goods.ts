import { adminProductMessages, Code } from '@app/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../../kernel/errors/index.ts';
import { users } from '../../../kernel/members/index.ts';
import { listItemTags } from '../../catalogue/index.ts';
import { categories, goods } from '../../catalogue/schema.ts';
import { productWhere, type ProductFilter } from '../product-table.ts';

const goodsRowColumns = { goods, cateName: categories.name, creatorName: users.name };

/** Materials in every state, newest change first, filtered and paged on the server. */
export async function listAdminGoods(
  db: DbOrTx,
  filter: ProductFilter,
  page: { offset: number; limit: number },
) {
  const where = productWhere(goods, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(goodsRowColumns)
      .from(goods)
      .innerJoin(categories, eq(categories.id, goods.cateId))
      .leftJoin(users, eq(users.id, goods.userId))
      .where(where)
      .orderBy(desc(goods.updatedAt), desc(goods.id))
      .limit(page.limit)
      .offset(page.offset * page.limit),
    db.select({ n: count() }).from(goods).leftJoin(users, eq(users.id, goods.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type GoodsListRow = Awaited<ReturnType<typeof listAdminGoods>>['rows'][number];

/** One material with its tags (the rest of the edit form is on the row). */
export async function readAdminGoods(db: DbOrTx, id: number) {
  const [row] = await db
    .select(goodsRowColumns)
    .from(goods)
    .innerJoin(categories, eq(categories.id, goods.cateId))
    .leftJoin(users, eq(users.id, goods.userId))
    .where(eq(goods.id, id));
  if (!row) throw new DomainError(Code.notFound, adminProductMessages.goodsNotFound);
  const tags = await listItemTags(db, 'goods', id);
  return { ...row, tags: tags.map((t) => t.tag) };
}

export type AdminGoodsRecord = Awaited<ReturnType<typeof readAdminGoods>>;
