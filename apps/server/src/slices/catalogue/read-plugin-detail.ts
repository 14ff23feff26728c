import { ProductType } from '@app/contract';
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { hasEntitlement } from '../../kernel/entitlements/index.ts';
import { listItemTags } from './list-item-tags.ts';
import { isFree } from './pricing.ts';
import type { CataloguePorts } from './catalogue-ports.ts';
import { readSuggestUser, type SuggestUser } from './read-suggest-user.ts';
import { categories, pluginIntroImages, plugins, pluginVersions } from './schema.ts';
import { publiclyVisible } from '../../kernel/visibility/index.ts';
import { productOpenTo } from './product-open-to.ts';

export type PluginRow = typeof plugins.$inferSelect;
export type PluginVersionRow = typeof pluginVersions.$inferSelect;

export interface PluginDetailData extends SuggestUser {
  plugin: PluginRow;
  cateName: string;
  tags: { id: number; tag: string }[];
  introImages: string[];
  versions: PluginVersionRow[];
  prevId: number | null;
  nextId: number | null;
  purchased: boolean;
  webLinkPurchased: boolean;
  /** A signed-in member who bought the plugin, or any member when it is free. Guests never. */
  mayDownload: boolean;
}

/**
 * Everything the plugin page shows, for one viewer; null when the viewer may not open it (productOpenTo:
 * public, or taken off the shelf but bought by the viewer). A fresh
 * view (`countView`) adds one to view_num (the "hottest" order weighs views) in the same statement that
 * checks visibility.
 */
export async function readPluginDetail(
  db: DbOrTx,
  ports: CataloguePorts,
  id: number,
  viewerId: number | null,
  countView = true,
): Promise<PluginDetailData | null> {
  const visible = and(eq(plugins.id, id), productOpenTo(plugins, ProductType.plug, viewerId));
  const [plugin] = countView
    ? await db
        .update(plugins)
        .set({ viewNum: sql`${plugins.viewNum} + 1` })
        .where(visible)
        .returning()
    : await db.select().from(plugins).where(visible);
  if (!plugin) return null;
  const [cate, tags, intros, versions, prev, next, suggest, purchased, webLinkPurchased] = await Promise.all([
    db.select({ name: categories.name }).from(categories).where(eq(categories.id, plugin.cateId)),
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
    db
      .select({ id: plugins.id })
      .from(plugins)
      .where(and(lt(plugins.id, id), publiclyVisible(plugins)))
      .orderBy(desc(plugins.id))
      .limit(1),
    db
      .select({ id: plugins.id })
      .from(plugins)
      .where(and(gt(plugins.id, id), publiclyVisible(plugins)))
      .orderBy(asc(plugins.id))
      .limit(1),
    readSuggestUser(db, ports, plugin.suggestUserId, viewerId),
    viewerId === null ? false : hasEntitlement(db, viewerId, ProductType.plug, id),
    viewerId === null ? false : hasEntitlement(db, viewerId, ProductType.plug, id, 'web_link'),
  ]);
  return {
    ...suggest,
    plugin,
    cateName: cate[0]?.name ?? '',
    tags,
    introImages: intros.map((r) => r.image),
    versions,
    prevId: prev[0]?.id ?? null,
    nextId: next[0]?.id ?? null,
    purchased,
    webLinkPurchased,
    mayDownload: viewerId !== null && (purchased || isFree(plugin)),
  };
}
