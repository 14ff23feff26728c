/** Operator-edited site settings (footer, pages, agreements): read by account and catalogue, written here. */
export { siteSettings } from '../../platform/schema.ts';
export { SiteSettingKey } from './site-setting-keys.ts';
export { readSiteSetting } from './read-site-setting.ts';
export { readSiteHtml } from './read-site-html.ts';
export { readHomeBanners } from './read-home-banners.ts';
/** Writes (the back office, with its audit callback): the lock, the upsert, the home slides. */
export {
  lockSiteSetting,
  saveHomeBanners,
  writeSiteSetting,
  type RecordSettingChange,
} from './write-site-setting.ts';
