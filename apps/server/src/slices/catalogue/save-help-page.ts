import { Code, pageSettingsMessages, type ConfigInfoData, type HelpType } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../kernel/errors/index.ts';
import {
  lockSiteSetting,
  readSiteSetting,
  SiteSettingKey,
  writeSiteSetting,
  type RecordSettingChange,
} from '../../kernel/site-settings/index.ts';
import { sanitizeHtml } from '../../platform/html/sanitize-html.ts';
import { readConfigInfo } from './read-config-info.ts';

/**
 * Writes one help page, cleaned by the site's one HTML allowlist before it is stored (the public page cleans
 * again when it reads). The other five pages are kept as they were. Answers all six as they now read.
 */
export async function saveHelpPage(
  db: Db,
  page: HelpType,
  html: string,
  record?: RecordSettingChange<{ content: string }>,
): Promise<ConfigInfoData> {
  const content = sanitizeHtml(html);
  // Only markup the allowlist removes (a script, an event handler) leaves nothing to show.
  if (!content.trim()) throw refuse(pageSettingsMessages.pageContentRequired, Code.invalid);
  return db.transaction(async (tx) => {
    await lockSiteSetting(tx, SiteSettingKey.configInfo);
    const stored = await readSiteSetting<unknown>(tx, SiteSettingKey.configInfo, {});
    const before = await readConfigInfo(tx);
    const value = { ...(stored && typeof stored === 'object' ? stored : {}), [page]: content };
    await writeSiteSetting(tx, SiteSettingKey.configInfo, value);
    await record?.(tx, { before: { content: before[page] }, after: { content } });
    return { ...before, [page]: content };
  });
}
