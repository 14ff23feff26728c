import { adminGoodsCalls, type AdminPlug } from '@app/contract/web';
import { Alert, Button, Card, Form, Input, Space, Switch } from 'antd';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { paths } from '../../../shared/paths.ts';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { CoverField } from '../catalogue/cover-field.tsx';
import { CategoryField, money, PhotonInput, PriceFields, TagsField } from './form-parts.tsx';
import { GalleryField } from './gallery-field.tsx';
import { PlugVersions } from './plug-versions.tsx';
import { EditHeader } from './edit-header.tsx';
import { ShelfCard } from './shelf-card.tsx';

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

/** One plugin: every field its public page shows, the shelf state, and its download files. */
export function PlugEditPage({ id }: { id: string }) {
  const params = { id };
  const detail = useApiQuery(adminGoodsCalls.plug, { params });
  const invalidates = [apiKeyPrefix(adminGoodsCalls.plug), apiKeyPrefix(adminGoodsCalls.plugs)];
  const save = useApiMutation(adminGoodsCalls.savePlug, { success: true, invalidates });
  const shelf = useApiMutation(adminGoodsCalls.setPlugShelf, { success: true, invalidates });
  const [form] = Form.useForm<Values>();
  const hasDiscount = Form.useWatch('has_discount', form);

  if (detail.isPending) return <PageSpinner />;
  if (detail.error) return <Alert type="error" showIcon title={detail.error.message} />;
  const p = detail.data;

  return (
    <>
      <EditHeader
        item={p}
        backTo={paths.adminPlugs()}
        backLabel="返回插件列表"
        publicPath={paths.plug(p.id)}
      />
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <ShelfCard
          state={p.state}
          noun="插件"
          pending={shelf.pending}
          onChange={(on) => void shelf.run({ params, body: { on_shelf: on } })}
        />
        <Card size="small" title="插件信息">
          <Form<Values>
            form={form}
            name="plug"
            layout="vertical"
            initialValues={valuesOf(p)}
            onFinish={(values) => void save.run({ params, body: { ...values, name: values.name.trim() } })}
            className="admin-course-form"
          >
            <Form.Item
              name="name"
              label="插件名称"
              rules={[{ required: true, whitespace: true, message: '请填写插件名称' }]}
            >
              <Input maxLength={100} showCount />
            </Form.Item>
            <Form.Item name="images" label="封面" rules={[{ required: true, message: '请上传封面' }]}>
              <CoverField />
            </Form.Item>
            <Form.Item name="intros" label="使用介绍图（详情页全屏轮播）">
              <GalleryField />
            </Form.Item>
            <CategoryField kind="plug" />
            <PriceFields hasDiscount={Boolean(hasDiscount)}>
              <Form.Item name="give_integral" label="赠送光子" rules={[money]}>
                <PhotonInput />
              </Form.Item>
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
              <Form.Item name="web_link_price" label="链接单独售价（光子，0 为不单独出售）" rules={[money]}>
                <PhotonInput />
              </Form.Item>
            </Space>
            <Form.Item name="explain" label="一句话摘要">
              <Input maxLength={255} />
            </Form.Item>
            <Form.Item name="author" label="作者">
              <Input maxLength={50} />
            </Form.Item>
            <TagsField />
            <Form.Item name="intro" label="插件介绍（HTML，保存时过滤脚本与不安全的标签）">
              <Input.TextArea autoSize={{ minRows: 6, maxRows: 20 }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.pending}>
              保存
            </Button>
          </Form>
        </Card>
        <PlugVersions plug={p} />
      </Space>
    </>
  );
}
