import type { DbOrTx } from '../../db/client.ts';
import { readSiteHtml } from './read-site-html.ts';
import { SiteSettingKey } from './site-setting-keys.ts';

/** The material download statement (sanitised HTML); empty until operators write one. */
export function readDownloadStatement(db: DbOrTx): Promise<string> {
  return readSiteHtml(db, SiteSettingKey.downloadStatement);
}
