import {
  ADMIN_CATEGORY_KIND_TEXT,
  adminCatalogueCalls,
  type AdminCategory,
  type AdminCategoryKind,
} from '@app/contract/web';
import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { apiKeyPrefix } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';

export type CategoryDialogState =
  | { mode: 'create'; kind: AdminCategoryKind; parent: AdminCategory | null }
  | { mode: 'edit'; kind: AdminCategoryKind; category: AdminCategory };

interface Values {
  name: string;
  sort: number;
  hidden: boolean;
}

/** New category (top level or under a top-level one), or rename / reorder / hide an existing one. */
export function CategoryDialog({ state, onClose }: { state: CategoryDialogState; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const invalidates = [apiKeyPrefix(adminCatalogueCalls.categories)];
  const create = useApiMutation(adminCatalogueCalls.createCategory, { success: true, invalidates });
  const update = useApiMutation(adminCatalogueCalls.updateCategory, { success: true, invalidates });
  const editing = state.mode === 'edit' ? state.category : null;
  const title = editing
    ? `编辑分类「${editing.name}」`
    : state.mode === 'create' && state.parent
      ? `在「${state.parent.name}」下新建子分类`
      : `新建一级${ADMIN_CATEGORY_KIND_TEXT[state.kind]}`;

  async function submit(values: Values) {
    const name = values.name.trim();
    const result = editing
      ? await update.run({
          params: { id: editing.id },
          body: { name, sort: values.sort, hidden: values.hidden },
        })
      : await create.run({
          body: {
            kind: state.kind,
            parent_id: state.mode === 'create' ? (state.parent?.id ?? 0) : 0,
            name,
            sort: values.sort,
          },
        });
    if (result.ok) onClose();
  }

  return (
    <Modal
      open
      title={title}
      okText="保存"
      cancelText="取消"
      confirmLoading={create.pending || update.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name="category"
        layout="vertical"
        initialValues={{
          name: editing?.name ?? '',
          sort: editing?.sort ?? 0,
          hidden: editing?.hidden ?? false,
        }}
        onFinish={submit}
      >
        <Form.Item
          name="name"
          label="名称"
          rules={[{ required: true, whitespace: true, message: '请填写分类名称' }]}
        >
          <Input maxLength={20} showCount />
        </Form.Item>
        <Form.Item name="sort" label="排序（小的在前）">
          <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
        </Form.Item>
        {editing && (
          <Form.Item name="hidden" label="在前台隐藏" valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
