import { adminProductCalls, type AdminGoods } from '@app/contract/web';
import { Form } from 'antd';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { paths } from '../../../shared/paths.ts';
import { ItemEditFrame, type ItemKind } from '../item-edit/item-edit-frame.tsx';
import {
  AuthorField,
  CategoryField,
  CoverItem,
  HtmlTextField,
  PhotonItem,
  PriceFields,
  TagsField,
} from '../item-edit/item-fields.tsx';
import { FileField } from './file-field.tsx';
import { GalleryField } from './gallery-field.tsx';

interface Values {
  name: string;
  cover: string;
  images: string[];
  cate_id: number;
  price: string;
  has_discount: boolean;
  discount_price: string;
  postage: string;
  author: string;
  tags: string[];
  desc: string;
  material_key: string;
}

const valuesOf = (g: AdminGoods): Values => ({
  name: g.name,
  cover: g.cover,
  images: g.images,
  cate_id: g.cate_id,
  price: String(g.price),
  has_discount: g.has_discount,
  discount_price: String(g.discount_price),
  postage: String(g.postage),
  author: g.author,
  tags: g.tags,
  desc: g.desc,
  material_key: g.material?.key ?? '',
});

/** The download file, with its size while it is still the stored one. */
function MaterialFileField({ stored }: { stored: AdminGoods['material'] }) {
  const materialKey = Form.useWatch('material_key', Form.useFormInstance());
  return (
    <Form.Item name="material_key" label="下载文件（购买后或免费时会员可下载）">
      <FileField
        clearable
        size={materialKey && stored && materialKey === stored.key ? stored.size : undefined}
      />
    </Form.Item>
  );
}

const GOODS: ItemKind<AdminGoods, Values> = {
  noun: '素材',
  formName: 'goods',
  backTo: paths.adminGoodsList(),
  publicPath: (g) => paths.goods(g.id),
  buyersKeep: '仍可打开页面并下载',
  valuesOf,
};

/** One material: every field its public page shows, its download file and the shelf state. */
export function GoodsEditPage({ id }: { id: string }) {
  const params = { id };
  const invalidates = [apiKeyPrefix(adminProductCalls.goods), apiKeyPrefix(adminProductCalls.goodsList)];
  const detail = useApiQuery(adminProductCalls.goods, { params });
  const shelf = useApiMutation(adminProductCalls.setGoodsShelf, { success: true, invalidates });
  const save = useApiMutation(adminProductCalls.saveGoods, { success: true, invalidates });
  return (
    <ItemEditFrame
      kind={GOODS}
      detail={detail}
      shelf={shelf}
      save={save}
      fields={(g) => (
        <>
          <CoverItem name="cover" />
          <Form.Item name="images" label="轮播图（详情页，未添加时显示封面）">
            <GalleryField />
          </Form.Item>
          <CategoryField kind="goods" />
          <PriceFields>
            <PhotonItem name="postage" label="邮费（光子，0 为包邮）" />
          </PriceFields>
          <MaterialFileField stored={g.material} />
          <AuthorField />
          <TagsField />
          <HtmlTextField name="desc" label="商品详情" />
        </>
      )}
    />
  );
}
