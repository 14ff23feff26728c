import { catalogueMessages, Code, ProductType } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { hasEntitlement } from '../../kernel/entitlements/index.ts';
import { isFree } from './pricing.ts';
import { plugins } from './schema.ts';
import { productOpenTo } from './product-open-to.ts';

export type DownloadCounter = 'download_package' | 'download_manual' | 'download_case';

/** The API's field names and the plugins table's counter properties. */
const counterKey = {
  download_package: 'downloadPackage',
  download_manual: 'downloadManual',
  download_case: 'downloadCase',
} as const;

/**
 * Counts one download of a plugin's package, manual or cases (000 §4) and answers the new total. Only a
 * member who may download (bought it, or it is free) counts; the increment is one atomic
 * `set x = x + 1`, so concurrent clicks all count and nothing else changes.
 */
export async function countPluginDownload(
  db: DbOrTx,
  pluginId: number,
  userId: number,
  field: DownloadCounter,
): Promise<number> {
  const [plugin] = await db
    .select({
      price: plugins.price,
      hasDiscount: plugins.hasDiscount,
      discountPrice: plugins.discountPrice,
    })
    .from(plugins)
    .where(and(eq(plugins.id, pluginId), productOpenTo(plugins, ProductType.plug, userId)));
  if (!plugin) throw new DomainError(Code.notFound, catalogueMessages.plugNotFound);
  if (!isFree(plugin) && !(await hasEntitlement(db, userId, ProductType.plug, pluginId)))
    throw new DomainError(Code.forbidden, catalogueMessages.noPermission);
  const key = counterKey[field];
  const column = plugins[key];
  const [row] = await db
    .update(plugins)
    .set({ [key]: sql`${column} + 1` })
    .where(eq(plugins.id, pluginId))
    .returning({ count: column });
  return row!.count;
}
