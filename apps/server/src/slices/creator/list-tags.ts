import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { tags } from '../catalogue/schema.ts';

/** Every tag, for the forms' multi-select (001 §7 getTagLists). */
export function listTags(db: DbOrTx): Promise<{ id: number; tag: string }[]> {
  return db.select({ id: tags.id, tag: tags.tag }).from(tags).orderBy(asc(tags.id));
}
