import { adminProductCalls, type AdminPlug } from '@app/contract/web';
import { Form, Input, Space, Switch } from 'antd';
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
  SummaryField,
  TagsField,
} from '../item-edit/item-fields.tsx';
import { GalleryField } from './gallery-field.tsx';
import { PlugVersions } from './plug-versions.tsx';

interface Values {
  name: string;
  images: string;
  intros: string[];
  cate_id: number;
  price: string;
  has_discount: boolean;
  discount_price: string;
  give_integral: string;
  repeat_buy: boolean;
  web_link: string;
  web_link_price: string;
  explain: string;
  author: string;
  tags: string[];
  intro: string;
}

const valuesOf = (p: AdminPlug): Values => ({
  name: p.name,
  images: p.images,
  intros: p.intros,
  cate_id: p.cate_id,
  price: String(p.price),
  has_discount: p.has_discount,
  discount_price: String(p.discount_price),
  give_integral: String(p.give_integral),
  repeat_buy: p.repeat_buy,
  web_link: p.web_link,
  web_link_price: String(p.web_link_price),
  explain: p.explain,
  author: p.author,
  tags: p.tags,
  intro: p.intro,
});

const PLUG: ItemKind<AdminPlug, Values> = {
  noun: '插件',
  formName: 'plug',
  backTo: paths.adminPlugs(),
  publicPath: (p) => paths.plug(p.id),
  buyersKeep: '仍可打开页面并下载',
  valuesOf,
};

/** One plugin: every field its public page shows, the shelf state, and its download files. */
export function PlugEditPage({ id }: { id: string }) {
  const params = { id };
  const invalidates = [apiKeyPrefix(adminProductCalls.plug), apiKeyPrefix(adminProductCalls.plugs)];
  const detail = useApiQuery(adminProductCalls.plug, { params });
  const shelf = useApiMutation(adminProductCalls.setPlugShelf, { success: true, invalidates });
  const save = useApiMutation(adminProductCalls.savePlug, { success: true, invalidates });
  return (
    <ItemEditFrame
      kind={PLUG}
      detail={detail}
      shelf={shelf}
      save={save}
      fields={() => (
        <>
          <CoverItem name="images" />
          <Form.Item name="intros" label="使用介绍图（详情页全屏轮播）">
            <GalleryField />
          </Form.Item>
          <CategoryField kind="plug" />
          <PriceFields>
            <PhotonItem name="give_integral" label="赠送光子" />
            <Form.Item name="repeat_buy" label="可再次购买" valuePropName="checked">
              <Switch />
            </Form.Item>
          </PriceFields>
          <Space wrap align="start">
            <Form.Item
              name="web_link"
              label="功能介绍链接"
              rules={[
                { pattern: /^(https?:\/\/\S+)?$/, message: '功能介绍链接需以 http:// 或 https:// 开头' },
              ]}
            >
              <Input style={{ width: 320, maxWidth: '100%' }} placeholder="https://…" maxLength={500} />
            </Form.Item>
            <PhotonItem name="web_link_price" label="链接单独售价（光子，0 为不单独出售）" />
          </Space>
          <SummaryField />
          <AuthorField />
          <TagsField />
          <HtmlTextField name="intro" label="插件介绍" />
        </>
      )}
      after={(p) => <PlugVersions plug={p} />}
    />
  );
}
