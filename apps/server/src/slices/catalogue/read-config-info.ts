import type { ConfigInfoData } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { sanitizeHtml } from '../../platform/html/sanitize-html.ts';
import { readSiteSetting } from '../../kernel/site-settings/index.ts';
import { SiteSettingKey } from '../../kernel/site-settings/index.ts';

const pages = ['about', 'question', 'service', 'private', 'upload_statement', 'copyright_statement'] as const;

/** The six help pages, sanitised; a page operators have not written yet is an empty string. */
export async function readConfigInfo(db: DbOrTx): Promise<ConfigInfoData> {
  const stored = await readSiteSetting<Record<string, unknown>>(db, SiteSettingKey.configInfo, {});
  const info = {} as ConfigInfoData;
  for (const page of pages) {
    const value = stored && typeof stored === 'object' ? stored[page] : undefined;
    info[page] = typeof value === 'string' ? sanitizeHtml(value) : '';
  }
  return info;
}
