import { decimalToAmount, type PlugDetail, formatChinaDateTime } from '@app/contract';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { downloadName } from './download-name.ts';
import { priceFields } from './pricing.ts';
import type { PluginDetailData, PluginVersionRow } from './read-plugin-detail.ts';

/** Signed download links live 10 minutes: long enough to start a download, useless when shared later. */
export const DOWNLOAD_LINK_SECONDS = 600;

/**
 * The download list's order: the staff's own once they set one (`versions_ordered`: by sort), else
 * packages newest version first and manuals and cases in upload order. The back office lists it the same way.
 */
export function orderPluginVersions<V extends Pick<PluginVersionRow, 'type'>>(
  versions: V[],
  byHand: boolean,
): V[] {
  if (byHand) return versions;
  const packages = versions.filter((v) => v.type === 'package').reverse();
  return [...packages, ...versions.filter((v) => v.type !== 'package')];
}

/**
 * The plugin page answer. Download links are signed, expiring storage links made only when the viewer
 * may download; everyone else gets the list without links (and `download` false).
 */
export async function presentPluginDetail(
  data: PluginDetailData,
  storage: ObjectStorage,
): Promise<PlugDetail> {
  const p = data.plugin;
  const detail = await Promise.all(
    orderPluginVersions(data.versions, p.versionsOrdered).map(async (v) => ({
      id: v.id,
      type: v.type,
      name: v.name,
      version_code: v.versionCode,
      platform: v.platform,
      time: formatChinaDateTime(v.createdAt),
      ...(data.mayDownload
        ? {
            download_link: await storage.signedUrl(v.fileKey, {
              expiresInSeconds: DOWNLOAD_LINK_SECONDS,
              downloadName: downloadName(
                [v.name || p.name, v.versionCode, v.platform === '通用' ? '' : v.platform],
                v.fileKey,
              ),
            }),
          }
        : {}),
    })),
  );
  return {
    id: p.id,
    name: p.name,
    images: p.images,
    intro: p.intro,
    intros: data.introImages.map((images) => ({ images })),
    tag_list_info: data.tags,
    cate: { name: data.cateName },
    author: p.author,
    ...priceFields(p),
    give_integral: decimalToAmount(p.giveIntegral),
    sales_num: p.salesNum,
    purchase: data.purchased ? 1 : 0,
    repeat_buy: p.repeatBuy === 1 ? 1 : 0,
    web_link: p.webLink,
    web_link_price: decimalToAmount(p.webLinkPrice),
    web_link_purchase: data.webLinkPurchased ? 1 : 0,
    suggest_user: data.suggest_user,
    nofans: data.nofans,
    user_id: p.userId,
    prev_id: data.prevId,
    next_id: data.nextId,
    download: data.mayDownload,
    download_package: p.downloadPackage,
    download_manual: p.downloadManual,
    download_case: p.downloadCase,
    detail,
  };
}
