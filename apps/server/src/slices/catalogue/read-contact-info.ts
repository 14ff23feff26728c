import { SERVICE_HOURS, type ContactInfoData } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { readSiteSetting } from '../../kernel/site-settings/index.ts';
import { SiteSettingKey } from '../../kernel/site-settings/index.ts';

const fields = ['qq', 'email', 'phone', 'wechat', 'qrcode', 'hours'] as const;

/** Customer-service channels; unset channels are empty strings, hours default to the spec's wording. */
export async function readContactInfo(db: DbOrTx): Promise<ContactInfoData> {
  const stored = await readSiteSetting<Record<string, unknown>>(db, SiteSettingKey.contactInfo, {});
  const info = {
    qq: '',
    email: '',
    phone: '',
    wechat: '',
    qrcode: '',
    hours: SERVICE_HOURS,
  } as ContactInfoData;
  for (const field of fields) {
    const value = stored && typeof stored === 'object' ? stored[field] : undefined;
    if (typeof value === 'string' && value !== '') info[field] = value;
  }
  return info;
}
