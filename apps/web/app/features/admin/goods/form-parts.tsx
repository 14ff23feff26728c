import { adminCatalogueCalls, type AdminCategoryKind } from '@app/contract/web';
import { Form, Input, Select, Space, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useApiQuery } from '../../../shared/api/query.ts';

export const money = { pattern: /^\d{1,5}(\.\d{1,2})?$/, message: '价格需为 0–99999 的数字，最多两位小数' };

/** A 光子 amount input. */
export const PhotonInput = (props: object) => <Input style={{ width: 140 }} inputMode="decimal" {...props} />;

/** 价格, 优惠 on/off and 优惠价, plus the item's own amounts (赠送光子, 邮费…). */
export function PriceFields({ hasDiscount, children }: { hasDiscount: boolean; children?: ReactNode }) {
  return (
    <Space wrap align="start">
      <Form.Item name="price" label="价格（光子，0 为免费）" rules={[{ required: true, ...money }]}>
        <PhotonInput />
      </Form.Item>
      <Form.Item name="has_discount" label="优惠" valuePropName="checked">
        <Switch />
      </Form.Item>
      {hasDiscount && (
        <Form.Item name="discount_price" label="优惠价（光子）" rules={[{ required: true, ...money }]}>
          <PhotonInput />
        </Form.Item>
      )}
      {children}
    </Space>
  );
}

/** The category select of one kind (hidden categories marked, still selectable by staff). */
export function CategoryField({ kind }: { kind: AdminCategoryKind }) {
  const categories = useApiQuery(adminCatalogueCalls.categories, { query: { kind } });
  return (
    <Form.Item name="cate_id" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        options={(categories.data ?? []).map((k) => ({
          value: k.id,
          label: `${'　'.repeat(k.level - 1)}${k.name}${k.hidden ? '（已隐藏）' : ''}`,
        }))}
      />
    </Form.Item>
  );
}

/** Tags: up to 10, typed and separated by commas. */
export const TagsField = () => (
  <Form.Item name="tags" label="标签（最多 10 个）">
    <Select mode="tags" maxCount={10} tokenSeparators={[',', '，']} open={false} />
  </Form.Item>
);
