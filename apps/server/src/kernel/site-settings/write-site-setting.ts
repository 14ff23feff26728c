import type { HomeBanner } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { siteSettings } from '../../platform/schema.ts';
import { readHomeBanners } from './read-home-banners.ts';
import { SiteSettingKey } from './site-setting-keys.ts';

/**
 * The audit callback a setting's writer takes (`record(tx, {before, after})`, as refunds and wallet
 * adjustments do): it runs in the write's transaction, so the change and its audit row commit together.
 */
export type RecordSettingChange<Before, After = Before> = (
  tx: DbOrTx,
  change: { before: Before; after: After },
) => Promise<void>;

/**
 * Locks the setting's row (when it exists) so two editors' saves queue and each `before` handed to the
 * audit is exactly what that save replaced.
 */
export async function lockSiteSetting(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`select 1 from ${siteSettings} where ${siteSettings.key} = ${key} for update`);
}

/** Stores one setting's whole value (created on first save). Call it under lockSiteSetting. */
export async function writeSiteSetting(tx: DbOrTx, key: string, value: unknown): Promise<void> {
  await tx
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}

/** Replaces the home page's whole slide set (order = array order); `record` sees the set before and after. */
export async function saveHomeBanners(
  db: Db,
  banners: HomeBanner[],
  record?: RecordSettingChange<HomeBanner[]>,
): Promise<void> {
  const value = banners.map((b) => ({
    title: b.title,
    image: `/${b.image.replace(/^\//, '')}`,
    link: b.link,
    enabled: b.enabled,
    ...(b.video ? { video: b.video } : {}),
  }));
  await db.transaction(async (tx) => {
    await lockSiteSetting(tx, SiteSettingKey.homeBanners);
    const before = await readHomeBanners(tx);
    await writeSiteSetting(tx, SiteSettingKey.homeBanners, value);
    await record?.(tx, { before, after: value });
  });
}
