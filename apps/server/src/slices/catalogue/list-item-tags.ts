import { asc, eq, and } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type TaggableType, taggings, tags } from './schema.ts';

/** The tags on one course / plugin / material / news item, as tag_list_info [{id, tag}]. */
export function listItemTags(
  db: DbOrTx,
  targetType: TaggableType,
  targetId: number,
): Promise<{ id: number; tag: string }[]> {
  return db
    .select({ id: tags.id, tag: tags.tag })
    .from(taggings)
    .innerJoin(tags, eq(tags.id, taggings.tagId))
    .where(and(eq(taggings.targetType, targetType), eq(taggings.targetId, targetId)))
    .orderBy(asc(taggings.id));
}
