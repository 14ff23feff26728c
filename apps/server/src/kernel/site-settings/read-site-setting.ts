import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { siteSettings } from '../../platform/schema.ts';

/** Reads one site setting, or `fallback` when operators have not set it yet. */
export async function readSiteSetting<T>(db: DbOrTx, key: string, fallback: T): Promise<T> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  return row ? (row.value as T) : fallback;
}
