import type { HomeBanner } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { readSiteSetting } from './read-site-setting.ts';
import { SiteSettingKey } from './site-setting-keys.ts';

/**
 * The home page's banner slides, kept in the `home_banners` site setting as [{title, image, link, enabled}]
 * in display order (the first may carry the slogan banner's loop `video`, which the demo seed sets). Rows written before the back office existed have no `enabled`: they count as on.
 */
export async function readHomeBanners(db: DbOrTx): Promise<HomeBanner[]> {
  const value = await readSiteSetting<unknown>(db, SiteSettingKey.homeBanners, []);
  if (!Array.isArray(value)) return [];
  return value
    .filter((b): b is Record<string, unknown> => !!b && typeof b === 'object')
    .map((b) => ({
      title: String(b.title ?? ''),
      image: String(b.image ?? ''),
      link: String(b.link ?? ''),
      enabled: b.enabled !== false,
      // Only the platform's own files: the value goes into a <video src> on the home page.
      ...(typeof b.video === 'string' && b.video.startsWith('/files/') ? { video: b.video } : {}),
    }));
}
