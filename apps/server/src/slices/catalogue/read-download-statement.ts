import type { DbOrTx } from '../../db/client.ts';
import { readSiteHtml } from '../../kernel/site-settings/index.ts';
import { SiteSettingKey } from '../../kernel/site-settings/index.ts';

/** The material download statement (sanitised HTML); empty until operators write one. */
export function readDownloadStatement(db: DbOrTx): Promise<string> {
  return readSiteHtml(db, SiteSettingKey.downloadStatement);
}
