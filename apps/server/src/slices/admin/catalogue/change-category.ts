import {
  ADMIN_CATEGORY_KINDS,
  adminCatalogueMessages as CM,
  Code,
  type AdminCategory,
  type AdminCategoryKind,
} from '@app/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { DomainError, refuse } from '../../../kernel/errors/index.ts';
import { categories } from '../../catalogue/index.ts';
import { recordAudit, type StaffActor } from '../audit.ts';
import { readAdminCategory, type CategoryRecord } from './list-categories.ts';

/** What the audit keeps of a category. */
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
    throw new DomainError(Code.notFound, CM.categoryNotFound);
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
  if (same) throw refuse(CM.categoryNameTaken, Code.invalid);
}

export interface NewCategory {
  kind: AdminCategoryKind;
  parentId: number;
  name: string;
  sort: number;
}

/** A top-level category, or a second-level one under a top-level category of the same kind. */
export async function createCategory(db: Db, actor: StaffActor, input: NewCategory): Promise<AdminCategory> {
  const id = await db.transaction(async (tx) => {
    // The gallery's tabs are one flat row (002 §3 Gallery): no second level there.
    if (input.parentId !== 0 && input.kind === 'gallery')
      throw refuse(CM.categoryParentInvalid, Code.invalid);
    if (input.parentId !== 0) {
      const [parent] = await tx.select().from(categories).where(eq(categories.id, input.parentId));
      if (!parent || parent.kind !== input.kind || parent.level !== 1)
        throw refuse(CM.categoryParentInvalid, Code.invalid);
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
    await recordAudit(tx, actor, {
      action: 'category.create',
      targetType: 'category',
      targetId: row!.id,
      after: { kind: row!.kind, ...categoryState(row!) },
    });
    return row!.id;
  });
  return readAdminCategory(db, id);
}

export interface CategoryChange {
  name: string;
  sort: number;
  hidden: boolean;
}

/** Rename, reorder, hide or show again: one audited change. */
export async function updateCategory(
  db: Db,
  actor: StaffActor,
  id: number,
  change: CategoryChange,
): Promise<AdminCategory> {
  await db.transaction(async (tx) => {
    const before = await lockCategory(tx, id);
    if (change.name !== before.name) await refuseTakenName(tx, before.kind, before.parentId, change.name, id);
    const [after] = await tx
      .update(categories)
      .set({ name: change.name, sort: change.sort, hidden: change.hidden })
      .where(eq(categories.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'category.update',
      targetType: 'category',
      targetId: id,
      before: categoryState(before),
      after: categoryState(after!),
    });
  });
  return readAdminCategory(db, id);
}

/**
 * Deletes a category nothing uses: no child category, no product and no creator submission filed under it
 * (a product's cate_id is a foreign key; a submission would lose its place). Staff hide a used one instead.
 */
export async function deleteCategory(db: Db, actor: StaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockCategory(tx, id);
    const usage = await readAdminCategory(tx, id);
    if (usage.children > 0) throw refuse(CM.categoryHasChildren);
    if (usage.items > 0) throw refuse(CM.categoryInUse.replace('{count}', String(usage.items)));
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, actor, {
      action: 'category.delete',
      targetType: 'category',
      targetId: id,
      before: { kind: before.kind, ...categoryState(before) },
    });
  });
}
