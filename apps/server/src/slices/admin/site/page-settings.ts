import {
  Code,
  pageSettingsMessages as PM,
  type ConfigInfoData,
  type HelpType,
  type VipSettings,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { readSiteSetting, SiteSettingKey, siteSettings } from '../../../kernel/site-settings/index.ts';
import { refuse } from '../../../kernel/errors/index.ts';
import { sanitizeHtml } from '../../../platform/html/sanitize-html.ts';
import { AI_VIP_SETTING_KEY, readVipSettings } from '../../ai/index.ts';
import { readConfigInfo } from '../../catalogue/index.ts';
import { recordAudit, type StaffActor } from '../audit.ts';

/** Locks the setting's row (when it exists) so two editors' saves queue and each audit `before` is exact. */
async function lockSetting(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`select 1 from ${siteSettings} where ${siteSettings.key} = ${key} for update`);
}

async function writeSetting(tx: DbOrTx, key: string, value: unknown): Promise<void> {
  await tx
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}

/**
 * Replaces the VIP page settings as a whole. Purchases find their plan by the price the member saw, so a
 * page opened before the change is refused at 开通 rather than charged a price the member did not see;
 * orders already paid keep the price written on their row and in the ledger.
 */
export async function saveVipSettings(db: Db, actor: StaffActor, input: VipSettings): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSetting(tx, AI_VIP_SETTING_KEY);
    const before = await readVipSettings(tx);
    await writeSetting(tx, AI_VIP_SETTING_KEY, input);
    await recordAudit(tx, actor, {
      action: 'vip.settings',
      targetType: 'site_setting',
      targetId: AI_VIP_SETTING_KEY,
      before,
      after: input,
    });
  });
}

/**
 * Writes one help page, cleaned by the site's one HTML allowlist before it is stored (the public page cleans
 * again when it reads). The other five pages are kept as they were.
 */
export async function saveHelpPage(
  db: Db,
  actor: StaffActor,
  page: HelpType,
  html: string,
): Promise<ConfigInfoData> {
  const content = sanitizeHtml(html);
  // Only markup the allowlist removes (a script, an event handler) leaves nothing to show.
  if (!content.trim()) throw refuse(PM.pageContentRequired, Code.invalid);
  return db.transaction(async (tx) => {
    await lockSetting(tx, SiteSettingKey.configInfo);
    const stored = await readSiteSetting<unknown>(tx, SiteSettingKey.configInfo, {});
    const before = await readConfigInfo(tx);
    const value = { ...(stored && typeof stored === 'object' ? stored : {}), [page]: content };
    await writeSetting(tx, SiteSettingKey.configInfo, value);
    await recordAudit(tx, actor, {
      action: 'help.page',
      targetType: 'help_page',
      targetId: page,
      before: { content: before[page] },
      after: { content },
    });
    return { ...before, [page]: content };
  });
}
