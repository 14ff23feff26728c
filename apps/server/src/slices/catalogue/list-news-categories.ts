import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories } from './schema.ts';

/** The news category tabs, in the operators' order. */
export function listNewsCategories(db: DbOrTx): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.kind, 'news'))
    .orderBy(asc(categories.level), asc(categories.sort), asc(categories.id));
}
