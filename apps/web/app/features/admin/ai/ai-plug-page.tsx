import {
  adminAiCalls,
  AI_PLUG_FILE_TYPE_TEXT,
  AI_PLUG_FILE_TYPES,
  type AdminAiPlug,
  type AdminAiPlugFile,
  type AiPlugFileType,
} from '@app/contract/web';
import { Alert, Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { paths } from '../../../shared/paths.ts';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { FileField, fileNameOf } from '../products/file-field.tsx';
import { SiteImageUpload } from '../site/site-image-upload.tsx';
import '../site/site.css';

/** AI 插件: the AI area's one plugin page (002 §3): cover and video, the package and manual downloads. */
export function AiPlugPage() {
  const plug = useApiQuery(adminAiCalls.plug);
  if (plug.isPending) return <PageSpinner />;
  if (plug.error) return <Alert type="error" showIcon title={plug.error.message} />;
  return (
    <>
      <Space className="admin-page-head" wrap>
        <h1 className="admin-page-title">AI 插件</h1>
        <a href={paths.aiPlug()} target="_blank" rel="noreferrer">
          查看前台页面
        </a>
      </Space>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <IntroCard plug={plug.data} />
        <FilesCard plug={plug.data} />
      </Space>
    </>
  );
}

function IntroCard({ plug }: { plug: AdminAiPlug }) {
  const save = useApiMutation(adminAiCalls.savePlug, {
    success: true,
    invalidates: [apiKeyPrefix(adminAiCalls.plug)],
  });
  return (
    <Card size="small" title="插件介绍">
      <Form<{ images: string; link: string }>
        name="ai-plug"
        layout="vertical"
        initialValues={{ images: plug.images, link: plug.link }}
        onFinish={(body) => void save.run({ body })}
        className="admin-site-form"
      >
        <Form.Item name="images" label="视频封面">
          <SiteImageUpload label="上传封面" />
        </Form.Item>
        <Form.Item
          name="link"
          label="介绍视频地址"
          extra="站内地址以 / 开头，或 http(s):// 开头的视频地址；留空则播放默认视频"
        >
          <Input maxLength={500} placeholder="https://…/intro.mp4" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.pending}>
          保存
        </Button>
      </Form>
    </Card>
  );
}

function FilesCard({ plug }: { plug: AdminAiPlug }) {
  const [adding, setAdding] = useState(false);
  const remove = useApiMutation(adminAiCalls.deletePlugFile, {
    success: true,
    invalidates: [apiKeyPrefix(adminAiCalls.plug)],
  });
  const columns: ColumnsType<AdminAiPlugFile> = [
    { title: '类型', key: 'type', width: 90, render: (_, f) => AI_PLUG_FILE_TYPE_TEXT[f.type] },
    { title: '版本', dataIndex: 'version_code', width: 100 },
    { title: '平台', key: 'platform', width: 100, render: (_, f) => f.platform || '—' },
    { title: '文件', key: 'file', render: (_, f) => fileNameOf(f.file_key) },
    { title: '上传时间', dataIndex: 'created_at', width: 170 },
    {
      title: '操作',
      key: 'action',
      width: 80,
      render: (_, f) => (
        <Popconfirm
          title="删除该文件？"
          description="删除后 AI 插件页不再提供它的下载。"
          okText="删除"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={() => void remove.run({ params: { id: f.id } })}
        >
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <Card
      size="small"
      title={`下载文件（安装包下载 ${plug.download_package} 次，安装说明下载 ${plug.download_manual} 次）`}
      extra={<Button onClick={() => setAdding(true)}>添加文件</Button>}
    >
      <Table<AdminAiPlugFile>
        rowKey="id"
        columns={columns}
        dataSource={plug.files}
        pagination={false}
        scroll={{ x: 720 }}
        size="small"
      />
      {adding && <AddFileDialog onClose={() => setAdding(false)} />}
    </Card>
  );
}

interface FileValues {
  type: AiPlugFileType;
  version_code: string;
  platform: string;
  file_key: string;
}

function AddFileDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<FileValues>();
  const type = Form.useWatch('type', form);
  const add = useApiMutation(adminAiCalls.addPlugFile, {
    success: true,
    invalidates: [apiKeyPrefix(adminAiCalls.plug)],
  });
  async function submit(values: FileValues) {
    if ((await add.run({ body: values })).ok) onClose();
  }
  return (
    <Modal
      open
      title="添加下载文件"
      okText="保存"
      cancelText="取消"
      confirmLoading={add.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<FileValues>
        form={form}
        name="ai-plug-file"
        layout="vertical"
        initialValues={{ type: 'package', version_code: '', platform: '', file_key: '' }}
        onFinish={submit}
      >
        <Form.Item name="type" label="类型">
          <Select options={AI_PLUG_FILE_TYPES.map((t) => ({ value: t, label: AI_PLUG_FILE_TYPE_TEXT[t] }))} />
        </Form.Item>
        <Form.Item name="file_key" label="文件" rules={[{ required: true, message: '请选择要上传的文件' }]}>
          <FileField />
        </Form.Item>
        <Space wrap>
          <Form.Item
            name="version_code"
            label="版本号"
            rules={[{ required: true, whitespace: true, message: '请填写版本号' }]}
          >
            <Input maxLength={32} placeholder="v2.1.0" />
          </Form.Item>
          {type !== 'manual' && (
            <Form.Item name="platform" label="平台">
              <Input maxLength={32} placeholder="Windows / Mac" />
            </Form.Item>
          )}
        </Space>
      </Form>
    </Modal>
  );
}
