import { PageSize, type WorkItem, type WorkKind } from '@app/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courses, goods, plugins } from '../catalogue/schema.ts';
import { publiclyVisible } from '../../kernel/visibility/index.ts';

/** Each kind's table and its cover column (a material's card image is its cover). */
const works = {
  course: { table: courses, image: courses.images },
  plug: { table: plugins, image: plugins.images },
  goods: { table: goods, image: goods.cover },
} as const;

/** A member's public works of one kind for their profile tabs (000 §2.14), newest first, 10 a page. */
export async function listMemberWorks(
  db: DbOrTx,
  userId: number,
  kind: WorkKind,
  page: number,
): Promise<{ data: WorkItem[]; per_page: number; total: number }> {
  const { table, image } = works[kind];
  const perPage = PageSize.profileWorks;
  const where = and(eq(table.userId, userId), publiclyVisible(table));
  const [data, [total]] = await Promise.all([
    db
      .select({ id: table.id, name: table.name, images: image })
      .from(table)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { data, per_page: perPage, total: Number(total?.n ?? 0) };
}
