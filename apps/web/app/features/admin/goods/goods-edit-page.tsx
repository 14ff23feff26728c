import { adminGoodsCalls, type AdminGoods } from '@app/contract/web';
import { Alert, Button, Card, Form, Input, Space } from 'antd';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { paths } from '../../../shared/paths.ts';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { CoverField } from '../catalogue/cover-field.tsx';
import { FileField } from './file-field.tsx';
import { CategoryField, money, PhotonInput, PriceFields, TagsField } from './form-parts.tsx';
import { GalleryField } from './gallery-field.tsx';
import { EditHeader } from './edit-header.tsx';
import { ShelfCard } from './shelf-card.tsx';

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

/** One material: every field its public page shows, its download file and the shelf state. */
export function GoodsEditPage({ id }: { id: string }) {
  const params = { id };
  const detail = useApiQuery(adminGoodsCalls.goods, { params });
  const invalidates = [apiKeyPrefix(adminGoodsCalls.goods), apiKeyPrefix(adminGoodsCalls.goodsList)];
  const save = useApiMutation(adminGoodsCalls.saveGoods, { success: true, invalidates });
  const shelf = useApiMutation(adminGoodsCalls.setGoodsShelf, { success: true, invalidates });
  const [form] = Form.useForm<Values>();
  const hasDiscount = Form.useWatch('has_discount', form);
  const materialKey = Form.useWatch('material_key', form);

  if (detail.isPending) return <PageSpinner />;
  if (detail.error) return <Alert type="error" showIcon title={detail.error.message} />;
  const g = detail.data;

  return (
    <>
      <EditHeader
        item={g}
        backTo={paths.adminGoodsList()}
        backLabel="返回素材列表"
        publicPath={paths.goods(g.id)}
      />
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <ShelfCard
          state={g.state}
          noun="素材"
          pending={shelf.pending}
          onChange={(on) => void shelf.run({ params, body: { on_shelf: on } })}
        />
        <Card size="small" title="素材信息">
          <Form<Values>
            form={form}
            name="goods"
            layout="vertical"
            initialValues={valuesOf(g)}
            onFinish={(values) => void save.run({ params, body: { ...values, name: values.name.trim() } })}
            className="admin-course-form"
          >
            <Form.Item
              name="name"
              label="素材名称"
              rules={[{ required: true, whitespace: true, message: '请填写素材名称' }]}
            >
              <Input maxLength={100} showCount />
            </Form.Item>
            <Form.Item name="cover" label="封面" rules={[{ required: true, message: '请上传封面' }]}>
              <CoverField />
            </Form.Item>
            <Form.Item name="images" label="轮播图（详情页，未添加时显示封面）">
              <GalleryField />
            </Form.Item>
            <CategoryField kind="goods" />
            <PriceFields hasDiscount={Boolean(hasDiscount)}>
              <Form.Item name="postage" label="邮费（光子，0 为包邮）" rules={[money]}>
                <PhotonInput />
              </Form.Item>
            </PriceFields>
            <Form.Item name="material_key" label="下载文件（购买后或免费时会员可下载）">
              <FileField
                clearable
                size={materialKey && materialKey === g.material?.key ? g.material.size : undefined}
              />
            </Form.Item>
            <Form.Item name="author" label="作者">
              <Input maxLength={50} />
            </Form.Item>
            <TagsField />
            <Form.Item name="desc" label="商品详情（HTML，保存时过滤脚本与不安全的标签）">
              <Input.TextArea autoSize={{ minRows: 6, maxRows: 20 }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.pending}>
              保存
            </Button>
          </Form>
        </Card>
      </Space>
    </>
  );
}
