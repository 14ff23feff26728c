/** Operator-edited site settings (footer, pages, agreements): read by account and catalogue. */
export { siteSettings } from '../../platform/schema.ts';
export { SiteSettingKey } from './site-setting-keys.ts';
export { readSiteSetting } from './read-site-setting.ts';
export { readSiteHtml } from './read-site-html.ts';
export { readHomeBanners } from './read-home-banners.ts';
