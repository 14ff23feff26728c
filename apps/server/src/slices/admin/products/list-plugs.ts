import { adminProductMessages, Code } from '@app/contract';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../../kernel/errors/index.ts';
import { users } from '../../../kernel/members/index.ts';
import { listItemTags, orderPluginVersions } from '../../catalogue/index.ts';
import { categories, pluginIntroImages, plugins, pluginVersions } from '../../catalogue/schema.ts';
import { productWhere, type ProductFilter } from '../product-table.ts';

const plugRowColumns = { plugin: plugins, cateName: categories.name, creatorName: users.name };

/** Plugins in every state, newest change first, filtered and paged on the server. */
export async function listAdminPlugs(
  db: DbOrTx,
  filter: ProductFilter,
  page: { offset: number; limit: number },
) {
  const where = productWhere(plugins, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(plugRowColumns)
      .from(plugins)
      .innerJoin(categories, eq(categories.id, plugins.cateId))
      .leftJoin(users, eq(users.id, plugins.userId))
      .where(where)
      .orderBy(desc(plugins.updatedAt), desc(plugins.id))
      .limit(page.limit)
      .offset(page.offset * page.limit),
    db.select({ n: count() }).from(plugins).leftJoin(users, eq(users.id, plugins.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type PlugListRow = Awaited<ReturnType<typeof listAdminPlugs>>['rows'][number];

/** One plugin with everything the edit form shows: fields, tags, intro pictures and files in order. */
export async function readAdminPlug(db: DbOrTx, id: number) {
  const [row] = await db
    .select(plugRowColumns)
    .from(plugins)
    .innerJoin(categories, eq(categories.id, plugins.cateId))
    .leftJoin(users, eq(users.id, plugins.userId))
    .where(eq(plugins.id, id));
  if (!row) throw new DomainError(Code.notFound, adminProductMessages.plugNotFound);
  const [tags, intros, versions] = await Promise.all([
    listItemTags(db, 'plug', id),
    db
      .select({ image: pluginIntroImages.image })
      .from(pluginIntroImages)
      .where(eq(pluginIntroImages.pluginId, id))
      .orderBy(asc(pluginIntroImages.sort), asc(pluginIntroImages.id)),
    db
      .select()
      .from(pluginVersions)
      .where(eq(pluginVersions.pluginId, id))
      .orderBy(asc(pluginVersions.sort), asc(pluginVersions.id)),
  ]);
  return {
    ...row,
    tags: tags.map((t) => t.tag),
    intros: intros.map((i) => i.image),
    versions: orderPluginVersions(versions, row.plugin.versionsOrdered),
  };
}

export type AdminPlugRecord = Awaited<ReturnType<typeof readAdminPlug>>;
