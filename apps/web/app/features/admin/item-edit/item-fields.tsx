import { adminCatalogueCalls, type AdminCategoryKind } from '@app/contract/web';
import { Form, Input, Select, Space, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useApiQuery } from '../../../shared/api/query.ts';
import { CoverField } from '../catalogue/cover-field.tsx';

export const money = { pattern: /^\d{1,5}(\.\d{1,2})?$/, message: '价格需为 0–99999 的数字，最多两位小数' };

/** A 光子 amount input. */
export const PhotonInput = (props: object) => <Input style={{ width: 140 }} inputMode="decimal" {...props} />;

/** An optional 光子 amount of the item's own (划线价, 赠送光子, 邮费…). */
export const PhotonItem = ({ name, label }: { name: string; label: string }) => (
  <Form.Item name={name} label={label} rules={[money]}>
    <PhotonInput />
  </Form.Item>
);

/**
 * 价格, 优惠 on/off and 优惠价, plus the item's own amounts (赠送光子, 邮费…) after them; `listPrice` (a
 * course's 划线价) stands right after 价格.
 */
export function PriceFields(props: { priceLabel?: string; listPrice?: ReactNode; children?: ReactNode }) {
  const hasDiscount = Form.useWatch('has_discount', Form.useFormInstance());
  return (
    <Space wrap align="start">
      <Form.Item
        name="price"
        label={props.priceLabel ?? '价格（光子，0 为免费）'}
        rules={[{ required: true, ...money }]}
      >
        <PhotonInput />
      </Form.Item>
      {props.listPrice}
      <Form.Item name="has_discount" label="优惠" valuePropName="checked">
        <Switch />
      </Form.Item>
      {hasDiscount && (
        <Form.Item name="discount_price" label="优惠价（光子）" rules={[{ required: true, ...money }]}>
          <PhotonInput />
        </Form.Item>
      )}
      {props.children}
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

/** The cover picture, required (plugins and courses keep it in `images`, materials in `cover`). */
export const CoverItem = ({ name, message = '请上传封面' }: { name: string; message?: string }) => (
  <Form.Item name={name} label="封面" rules={[{ required: true, message }]}>
    <CoverField />
  </Form.Item>
);

export const AuthorField = () => (
  <Form.Item name="author" label="作者">
    <Input maxLength={50} />
  </Form.Item>
);

export const SummaryField = () => (
  <Form.Item name="explain" label="一句话摘要">
    <Input maxLength={255} />
  </Form.Item>
);

/** An item's long description, stored as HTML (the server filters it). */
export const HtmlTextField = ({ name, label }: { name: string; label: string }) => (
  <Form.Item name={name} label={`${label}（HTML，保存时过滤脚本与不安全的标签）`}>
    <Input.TextArea autoSize={{ minRows: 6, maxRows: 20 }} />
  </Form.Item>
);
