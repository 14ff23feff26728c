import type { AdminCategory, AdminCategoryKind } from '@app/contract';
import { adminCatalogueMessages, Code } from '@app/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../../kernel/errors/index.ts';
import { categories, courses, galleryWorks, goods, plugins } from '../../catalogue/schema.ts';
import { contributions } from '../../creator/schema.ts';

export type CategoryRecord = typeof categories.$inferSelect;

/** The product table filed under each category kind (gallery tabs file AI works; creators never submit those). */
const productTable = { course: courses, plug: plugins, goods, gallery: galleryWorks } as const;

/** Products and creator submissions filed directly under each of `ids`. */
async function itemCounts(db: DbOrTx, kind: AdminCategoryKind, ids: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (ids.length === 0) return counts;
  const table = productTable[kind];
  const [products, submissions] = await Promise.all([
    db
      .select({ id: table.cateId, n: count() })
      .from(table)
      .where(inArray(table.cateId, ids))
      .groupBy(table.cateId),
    kind === 'gallery'
      ? []
      : db
          .select({ id: contributions.cateId, n: count() })
          .from(contributions)
          .where(and(eq(contributions.kind, kind), inArray(contributions.cateId, ids)))
          .groupBy(contributions.cateId),
  ]);
  for (const row of [...products, ...submissions])
    if (row.id !== null) counts.set(row.id, (counts.get(row.id) ?? 0) + row.n);
  return counts;
}

function present(row: CategoryRecord, items: number, children: number): AdminCategory {
  return {
    id: row.id,
    kind: row.kind as AdminCategoryKind,
    name: row.name,
    parent_id: row.parentId,
    level: row.level,
    sort: row.sort,
    hidden: row.hidden,
    alias: row.alias,
    items,
    children,
  };
}

/** One kind's categories for staff, hidden ones included, in display order, with what uses each. */
export async function listAdminCategories(db: DbOrTx, kind: AdminCategoryKind): Promise<AdminCategory[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.kind, kind))
    .orderBy(asc(categories.level), asc(categories.sort), asc(categories.id));
  const items = await itemCounts(
    db,
    kind,
    rows.map((r) => r.id),
  );
  const children = new Map<number, number>();
  for (const r of rows) children.set(r.parentId, (children.get(r.parentId) ?? 0) + 1);
  return rows.map((r) => present(r, items.get(r.id) ?? 0, children.get(r.id) ?? 0));
}

/** One category of the three product kinds, with its usage (4004 otherwise). */
export async function readAdminCategory(db: DbOrTx, id: number): Promise<AdminCategory> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row || !(row.kind in productTable))
    throw new DomainError(Code.notFound, adminCatalogueMessages.categoryNotFound);
  const kind = row.kind as AdminCategoryKind;
  const [items, [children]] = await Promise.all([
    itemCounts(db, kind, [id]),
    db.select({ n: count() }).from(categories).where(eq(categories.parentId, id)),
  ]);
  return present(row, items.get(id) ?? 0, children?.n ?? 0);
}
