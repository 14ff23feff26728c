import { asc, eq, and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { type TaggableType, taggings, tags } from './schema.ts';

export interface ItemTag {
  id: number;
  tag: string;
}

/** The tags on one course / plugin / material / news item, as tag_list_info [{id, tag}]. */
export function listItemTags(db: DbOrTx, targetType: TaggableType, targetId: number): Promise<ItemTag[]> {
  return db
    .select({ id: tags.id, tag: tags.tag })
    .from(taggings)
    .innerJoin(tags, eq(tags.id, taggings.tagId))
    .where(and(eq(taggings.targetType, targetType), eq(taggings.targetId, targetId)))
    .orderBy(asc(taggings.id));
}

/**
 * The same list as a json sub-select on the row being read (null when the item has none), for a page that
 * reads its item in one statement (learning's course page): the order and fields of listItemTags.
 */
export function itemTagsJson(targetType: TaggableType, targetId: AnyPgColumn): SQL<ItemTag[] | null> {
  return sql<ItemTag[] | null>`(select json_agg(json_build_object('id', ${tags.id}, 'tag', ${tags.tag})
    order by ${taggings.id}) from ${taggings} join ${tags} on ${tags.id} = ${taggings.tagId}
    where ${taggings.targetType} = ${targetType} and ${taggings.targetId} = ${targetId})`;
}
