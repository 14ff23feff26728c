import { Alert, Button, Card, Form, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { EditHeader } from './edit-header.tsx';
import { ShelfCard } from './shelf-card.tsx';

interface EditedItem {
  id: number;
  name: string;
  state: 'on' | 'off' | 'review';
}

/** The item's save or shelf call, as useApiMutation gives it (params: the item's id). */
interface ItemCall<B> {
  pending: boolean;
  run: (input: { params: { id: string }; body: B }) => unknown;
}

/**
 * The page around one sellable item's form (course, plugin, material): the spinner or error while it loads,
 * then header, 上架状态, the 信息 card with 名称 first and 保存 last, then the item's own cards. Each page
 * keeps its own calls and fields; a field that watches another reads the form from its context.
 */
export interface ItemKind<T extends EditedItem, V> {
  /** 课程 / 插件 / 素材: in the card titles, the name field and the shelf notes. */
  noun: string;
  /** The form's name (its fields' ids start with it). */
  formName: string;
  backTo: string;
  publicPath: (item: T) => string;
  /** What a buyer keeps after 下架, e.g. 仍可学习. */
  buyersKeep: string;
  valuesOf: (item: T) => V;
}

export function ItemEditFrame<T extends EditedItem, V extends { name: string }>(props: {
  kind: ItemKind<T, V>;
  detail: { isPending: boolean; error: { message: string } | null; data: T | undefined };
  shelf: ItemCall<{ on_shelf: boolean }>;
  save: ItemCall<V>;
  /** The fields after 名称. */
  fields: (item: T) => ReactNode;
  /** Cards below the form (outline, versions, ads…). */
  after?: (item: T) => ReactNode;
}) {
  const { kind, detail, shelf, save } = props;
  const { noun } = kind;
  if (detail.isPending) return <PageSpinner />;
  if (detail.error || !detail.data) return <Alert type="error" showIcon title={detail.error?.message} />;
  const item = detail.data;
  const params = { id: String(item.id) };
  return (
    <>
      <EditHeader
        item={item}
        backTo={kind.backTo}
        backLabel={`返回${noun}列表`}
        publicPath={kind.publicPath(item)}
      />
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <ShelfCard
          state={item.state}
          noun={noun}
          buyersKeep={kind.buyersKeep}
          pending={shelf.pending}
          onChange={(on) => void shelf.run({ params, body: { on_shelf: on } })}
        />
        <Card size="small" title={`${noun}信息`}>
          <Form<V>
            name={kind.formName}
            layout="vertical"
            initialValues={kind.valuesOf(item)}
            onFinish={(values) => void save.run({ params, body: { ...values, name: values.name.trim() } })}
            className="admin-course-form"
          >
            <Form.Item
              name="name"
              label={`${noun}名称`}
              rules={[{ required: true, whitespace: true, message: `请填写${noun}名称` }]}
            >
              <Input maxLength={100} showCount />
            </Form.Item>
            {props.fields(item)}
            <Button type="primary" htmlType="submit" loading={save.pending}>
              保存
            </Button>
          </Form>
        </Card>
        {props.after?.(item)}
      </Space>
    </>
  );
}
