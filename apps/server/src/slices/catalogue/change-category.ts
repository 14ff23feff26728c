import { ADMIN_CATEGORY_KINDS, adminCatalogueMessages, Code, type AdminCategoryKind } from '@app/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { DomainError, refuse } from '../../kernel/errors/index.ts';
import type { RecordChange, RecordCreation } from './record-change.ts';
import { categories } from './schema.ts';

type CategoryRecord = typeof categories.$inferSelect;

/** A category as a change record keeps it (the back office's audit row). */
const categoryState = (c: CategoryRecord) => ({
  name: c.name,
  parent_id: c.parentId,
  level: c.level,
  sort: c.sort,
  hidden: c.hidden,
});

async function lockCategory(tx: DbOrTx, id: number): Promise<CategoryRecord> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row || !(ADMIN_CATEGORY_KINDS as readonly string[]).includes(row.kind))
    throw new DomainError(Code.notFound, adminCatalogueMessages.categoryNotFound);
  return row;
}

/** Siblings may not share a name: a menu with two 「平面设计」 cannot be told apart. */
async function refuseTakenName(
  tx: DbOrTx,
  kind: string,
  parentId: number,
  name: string,
  exceptId = 0,
): Promise<void> {
  const [same] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.kind, kind as AdminCategoryKind),
        eq(categories.parentId, parentId),
        eq(categories.name, name),
        ne(categories.id, exceptId),
      ),
    );
  if (same) throw refuse(adminCatalogueMessages.categoryNameTaken, Code.invalid);
}

export interface NewCategory {
  kind: AdminCategoryKind;
  parentId: number;
  name: string;
  sort: number;
}

type CategoryState = ReturnType<typeof categoryState>;
type KindAndState = CategoryState & { kind: string };

/** A top-level category, or a second-level one under a top-level category of the same kind. Answers its id. */
export async function createCategory(
  db: Db,
  input: NewCategory,
  record?: RecordCreation<KindAndState>,
): Promise<number> {
  return db.transaction(async (tx) => {
    // The gallery's tabs are one flat row (002 §3 Gallery): no second level there.
    if (input.parentId !== 0 && input.kind === 'gallery')
      throw refuse(adminCatalogueMessages.categoryParentInvalid, Code.invalid);
    if (input.parentId !== 0) {
      const [parent] = await tx.select().from(categories).where(eq(categories.id, input.parentId));
      if (!parent || parent.kind !== input.kind || parent.level !== 1)
        throw refuse(adminCatalogueMessages.categoryParentInvalid, Code.invalid);
    }
    await refuseTakenName(tx, input.kind, input.parentId, input.name);
    const [row] = await tx
      .insert(categories)
      .values({
        kind: input.kind,
        name: input.name,
        parentId: input.parentId,
        level: input.parentId === 0 ? 1 : 2,
        sort: input.sort,
      })
      .returning();
    await record?.(tx, {
      id: row!.id,
      before: undefined,
      after: { kind: row!.kind, ...categoryState(row!) },
    });
    return row!.id;
  });
}

export interface CategoryChange {
  name: string;
  sort: number;
  hidden: boolean;
}

/** Rename, reorder, hide or show again: one change. */
export async function updateCategory(
  db: Db,
  id: number,
  change: CategoryChange,
  record?: RecordChange<CategoryState>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockCategory(tx, id);
    if (change.name !== before.name) await refuseTakenName(tx, before.kind, before.parentId, change.name, id);
    const [after] = await tx
      .update(categories)
      .set({ name: change.name, sort: change.sort, hidden: change.hidden })
      .where(eq(categories.id, id))
      .returning();
    await record?.(tx, { before: categoryState(before), after: categoryState(after!) });
  });
}

/** What still uses a category: its child categories and the items filed under it (creators' submissions too). */
export type CategoryUsage = (tx: DbOrTx, id: number) => Promise<{ children: number; items: number }>;

/**
 * Deletes a category nothing uses: no child category, no product and no creator submission filed under it
 * (a product's cate_id is a foreign key; a submission would lose its place). Staff hide a used one instead.
 * `usageOf` counts the uses: submissions belong to the creator slice, which the catalogue may not read.
 */
export async function deleteCategory(
  db: Db,
  id: number,
  usageOf: CategoryUsage,
  record?: RecordChange<KindAndState, undefined>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockCategory(tx, id);
    const usage = await usageOf(tx, id);
    if (usage.children > 0) throw refuse(adminCatalogueMessages.categoryHasChildren);
    if (usage.items > 0)
      throw refuse(adminCatalogueMessages.categoryInUse.replace('{count}', String(usage.items)));
    await tx.delete(categories).where(eq(categories.id, id));
    await record?.(tx, { before: { kind: before.kind, ...categoryState(before) }, after: undefined });
  });
}
