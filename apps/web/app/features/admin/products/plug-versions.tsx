import {
  adminProductCalls,
  PLUGIN_VERSION_TYPE_TEXT,
  PLUGIN_VERSION_TYPES,
  type AdminPlug,
  type AdminPlugVersion,
  type PluginVersionKind,
} from '@app/contract/web';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { apiKeyPrefix } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { FileField, fileNameOf, fileSizeText } from './file-field.tsx';
import { movedOrder } from './moved-order.ts';

interface Values {
  type: PluginVersionKind;
  name: string;
  version_code: string;
  platform: string;
  description: string;
  file_key: string;
}

type Dialog = { version: AdminPlugVersion | null } | null;

/**
 * A plugin's download files (安装包, 使用手册, 案例) in the plugin page's order: listed, moved up or down
 * (the page follows that order from then on), added with an upload, changed, removed.
 */
export function PlugVersions({ plug }: { plug: AdminPlug }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const invalidates = [apiKeyPrefix(adminProductCalls.plug)];
  const remove = useApiMutation(adminProductCalls.deletePlugVersion, { success: true, invalidates });
  const order = useApiMutation(adminProductCalls.orderPlugVersions, { success: true, invalidates });
  const move = (index: number, step: -1 | 1) => {
    const ids = movedOrder(
      plug.versions.map((v) => v.id),
      index,
      step,
    );
    if (ids) void order.run({ params: { id: plug.id }, body: { ids } });
  };
  const columns: ColumnsType<AdminPlugVersion> = [
    {
      title: '顺序',
      key: 'order',
      width: 84,
      render: (_, _v, index) => (
        <Space size={4}>
          <Button
            size="small"
            aria-label="上移文件"
            icon={<ArrowUpOutlined />}
            disabled={index === 0 || order.pending}
            onClick={() => move(index, -1)}
          />
          <Button
            size="small"
            aria-label="下移文件"
            icon={<ArrowDownOutlined />}
            disabled={index === plug.versions.length - 1 || order.pending}
            onClick={() => move(index, 1)}
          />
        </Space>
      ),
    },
    { title: '类型', key: 'type', render: (_, v) => PLUGIN_VERSION_TYPE_TEXT[v.type] },
    { title: '名称', key: 'name', render: (_, v) => v.name || '—' },
    { title: '版本', dataIndex: 'version_code' },
    { title: '平台', dataIndex: 'platform' },
    { title: '文件', key: 'file', render: (_, v) => `${fileNameOf(v.file_key)}（${fileSizeText(v.size)}）` },
    { title: '上传时间', dataIndex: 'created_at' },
    {
      title: '操作',
      key: 'action',
      render: (_, v) => (
        <Space>
          <a onClick={() => setDialog({ version: v })}>修改</a>
          <Popconfirm
            title="删除该文件？"
            description="删除后详情页不再提供该文件的下载。"
            okText="删除"
            cancelText="取消"
            onConfirm={() => void remove.run({ params: { id: plug.id, versionId: v.id } })}
          >
            <a>删除</a>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Card
      size="small"
      title={`下载文件（${plug.versions.length}）`}
      extra={<Button onClick={() => setDialog({ version: null })}>添加文件</Button>}
    >
      <Table<AdminPlugVersion>
        rowKey="id"
        columns={columns}
        dataSource={plug.versions}
        pagination={false}
        scroll={{ x: 844 }}
        size="small"
      />
      {dialog && <VersionDialog plugId={plug.id} version={dialog.version} onClose={() => setDialog(null)} />}
    </Card>
  );
}

function VersionDialog(props: { plugId: number; version: AdminPlugVersion | null; onClose: () => void }) {
  const { version } = props;
  const [form] = Form.useForm<Values>();
  const invalidates = [apiKeyPrefix(adminProductCalls.plug), apiKeyPrefix(adminProductCalls.plugs)];
  const add = useApiMutation(adminProductCalls.addPlugVersion, { success: true, invalidates });
  const save = useApiMutation(adminProductCalls.savePlugVersion, { success: true, invalidates });
  async function submit(values: Values) {
    const result = version
      ? await save.run({ params: { id: props.plugId, versionId: version.id }, body: values })
      : await add.run({ params: { id: props.plugId }, body: values });
    if (result.ok) props.onClose();
  }
  return (
    <Modal
      open
      title={version ? '修改下载文件' : '添加下载文件'}
      okText="保存"
      cancelText="取消"
      confirmLoading={add.pending || save.pending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name="plug-version"
        layout="vertical"
        initialValues={{
          type: version?.type ?? 'package',
          name: version?.name ?? '',
          version_code: version?.version_code ?? '',
          platform: version?.platform ?? '',
          description: version?.description ?? '',
          file_key: version?.file_key ?? '',
        }}
        onFinish={submit}
      >
        <Form.Item name="type" label="类型">
          <Select
            options={PLUGIN_VERSION_TYPES.map((t) => ({ value: t, label: PLUGIN_VERSION_TYPE_TEXT[t] }))}
          />
        </Form.Item>
        <Form.Item name="file_key" label="文件" rules={[{ required: true, message: '请选择要上传的文件' }]}>
          <FileField size={version?.size} />
        </Form.Item>
        <Form.Item name="name" label="名称">
          <Input maxLength={100} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="version_code" label="版本号">
            <Input maxLength={32} placeholder="v1.0" />
          </Form.Item>
          <Form.Item name="platform" label="适用平台">
            <Input maxLength={50} placeholder="Windows / Mac / 通用" />
          </Form.Item>
        </Space>
        <Form.Item name="description" label="说明">
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
