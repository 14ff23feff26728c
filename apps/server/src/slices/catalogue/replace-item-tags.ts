import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type TaggableType, taggings, tags } from './schema.ts';

/** The item's tags become exactly `names` (new tag names join the shared tag list); answers them, deduplicated. */
export async function replaceItemTags(
  tx: DbOrTx,
  targetType: TaggableType,
  targetId: number,
  names: string[],
): Promise<string[]> {
  const unique = [...new Set(names)];
  await tx.delete(taggings).where(and(eq(taggings.targetType, targetType), eq(taggings.targetId, targetId)));
  if (unique.length === 0) return unique;
  await tx
    .insert(tags)
    .values(unique.map((tag) => ({ tag })))
    .onConflictDoNothing();
  const rows = await tx.select({ id: tags.id, tag: tags.tag }).from(tags).where(inArray(tags.tag, unique));
  const idOf = new Map(rows.map((r) => [r.tag, r.id]));
  await tx.insert(taggings).values(unique.map((tag) => ({ tagId: idOf.get(tag)!, targetType, targetId })));
  return unique;
}
