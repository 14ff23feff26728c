import { decimalToAmount, type GoodsDetail } from '@app/contract';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { downloadName } from './download-name.ts';
import { DOWNLOAD_LINK_SECONDS } from './present-plugin-detail.ts';
import { priceFields } from './pricing.ts';
import type { GoodsDetailData } from './read-goods-detail.ts';

/**
 * The material page answer. `material` is a signed link that expires after 10 minutes, made only for a
 * member who may download and only when the material has a file; '' for everyone else.
 */
export async function presentGoodsDetail(
  data: GoodsDetailData,
  storage: ObjectStorage,
): Promise<GoodsDetail> {
  const g = data.goods;
  const material =
    data.mayDownload && g.materialKey
      ? await storage.signedUrl(g.materialKey, {
          expiresInSeconds: DOWNLOAD_LINK_SECONDS,
          downloadName: downloadName([g.name], g.materialKey),
        })
      : '';
  return {
    id: g.id,
    name: g.name,
    images: g.images.length > 0 ? g.images : g.cover ? [g.cover] : [],
    tag_list_info: data.tags,
    ...priceFields(g),
    postage: decimalToAmount(g.postage),
    sales_num: g.salesNum,
    view_num: g.viewNum,
    purchase: data.purchased ? 1 : 0,
    suggest_user: data.suggest_user,
    nofans: data.nofans,
    material,
    desc: g.desc,
  };
}
