import type { VipSettings } from '@app/contract';
import type { Db } from '../../db/client.ts';
import {
  lockSiteSetting,
  writeSiteSetting,
  type RecordSettingChange,
} from '../../kernel/site-settings/index.ts';
import { AI_VIP_SETTING_KEY, readVipSettings } from './vip-settings.ts';

/**
 * Replaces the VIP page settings as a whole. Purchases find their plan by the price the member saw, so a
 * page opened before the change is refused at 开通 rather than charged a price the member did not see;
 * orders already paid keep the price written on their row and in the ledger.
 */
export async function saveVipSettings(
  db: Db,
  input: VipSettings,
  record?: RecordSettingChange<VipSettings>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSiteSetting(tx, AI_VIP_SETTING_KEY);
    const before = await readVipSettings(tx);
    await writeSiteSetting(tx, AI_VIP_SETTING_KEY, input);
    await record?.(tx, { before, after: input });
  });
}
