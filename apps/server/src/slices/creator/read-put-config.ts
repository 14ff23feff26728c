import type { DbOrTx } from '../../db/client.ts';
import { readSiteSetting, SiteSettingKey } from '../../kernel/site-settings/index.ts';
import { sanitizeHtml } from '../../platform/html/sanitize-html.ts';

export interface PutConfig {
  desc: string;
  url: string;
  image: string;
  title: string;
  itemdesc: string;
}

const empty: PutConfig = { desc: '', url: '', image: '', title: '', itemdesc: '' };
const textOf = (v: unknown) => (typeof v === 'string' ? v : '');

/** The 我的上传 home (001 §2.7): operators' description HTML (sanitised on the way out) and the banner. */
export async function readPutConfig(db: DbOrTx): Promise<PutConfig> {
  const value = await readSiteSetting<Partial<Record<keyof PutConfig, unknown>>>(
    db,
    SiteSettingKey.putConfig,
    empty,
  );
  return {
    desc: sanitizeHtml(textOf(value.desc)),
    url: textOf(value.url),
    image: textOf(value.image),
    title: textOf(value.title),
    itemdesc: textOf(value.itemdesc),
  };
}
