import type { HomeBanner } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { readHomeBanners, SiteSettingKey, siteSettings } from '../../../kernel/site-settings/index.ts';
import { recordAudit, type StaffActor } from '../audit.ts';

/** Replaces the whole set (order = array order) and audits the set before and after, in one transaction. */
export async function saveHomeBanners(db: Db, actor: StaffActor, banners: HomeBanner[]): Promise<void> {
  const value = banners.map((b) => ({
    title: b.title,
    image: `/${b.image.replace(/^\//, '')}`,
    link: b.link,
    enabled: b.enabled,
  }));
  await db.transaction(async (tx) => {
    // The row lock makes two editors' saves queue, so each audit row's `before` is what that save replaced.
    await tx.execute(
      sql`select 1 from ${siteSettings} where ${siteSettings.key} = ${SiteSettingKey.homeBanners} for update`,
    );
    const before = await readHomeBanners(tx);
    await tx
      .insert(siteSettings)
      .values({ key: SiteSettingKey.homeBanners, value })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
    await recordAudit(tx, actor, {
      action: 'home.banners',
      targetType: 'home',
      targetId: SiteSettingKey.homeBanners,
      before,
      after: value,
    });
  });
}
