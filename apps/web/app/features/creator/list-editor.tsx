import { PlusOutlined } from '@ant-design/icons';
import { contributionMessages } from '@app/contract/web';
import { Button, Form, Input, Modal, Radio, Select, Table } from 'antd';
import { useState } from 'react';
import { placeByIndex, removeByIndex } from './creator-rules.ts';
import { FileUpload, type UploadedFile } from './file-upload.tsx';

export interface CoursewareValue {
  index: number;
  name: string;
  type: 'task' | 'chapter' | 'annex';
  parent?: number;
  images: string;
  link: string;
  fileList: { name: string; url: string }[];
  transcode?: { state: string; progress: number };
}

export interface VersionValue {
  index: number;
  version_code: string;
  platform: string;
  description: string;
  type: 'package' | 'manual' | 'case';
  link: string;
  fileList: { name: string; url: string }[];
}

const ITEM_TYPES = { task: '任务', chapter: '章节', annex: '附件' } as const;
const VERSION_TYPES = { package: '插件', manual: '手册', case: '案例' } as const;
const TRANSCODE = {
  uploaded: '等待转码',
  transcoding: '转码中',
  ready: '已转码',
  failed: '转码失败',
} as Record<string, string>;

const fileOf = (list: { name: string; url: string }[] | undefined): UploadedFile | null =>
  list?.[0] ? { key: list[0].url, name: list[0].name, url: '' } : null;

/** 添加课件 (001 §2.15, §2.16): the items with name, type, edit and delete; + opens the item editor (80% wide). */
export function CoursewareEditor({
  value = [],
  onChange,
}: {
  value?: CoursewareValue[];
  onChange?: (list: CoursewareValue[]) => void;
}) {
  const [editing, setEditing] = useState<Partial<CoursewareValue> | null>(null);
  const [form] = Form.useForm();
  const type = Form.useWatch('type', form);
  const chapters = value.filter((item) => item.type === 'chapter');
  function save(values: {
    name: string;
    type: CoursewareValue['type'];
    parent?: number;
    cover?: UploadedFile | null;
    file?: UploadedFile | null;
  }) {
    const isChapter = values.type === 'chapter';
    const file = isChapter ? null : (values.file ?? null);
    onChange?.(
      placeByIndex(value, {
        index: editing?.index,
        name: values.name,
        type: values.type,
        ...(isChapter || !values.parent ? {} : { parent: values.parent }),
        images: values.cover?.key ?? '',
        link: file?.key ?? '',
        fileList: file ? [{ name: file.name, url: file.key }] : [],
      }),
    );
    setEditing(null);
  }
  return (
    <div className="cr-list">
      <Table<CoursewareValue>
        size="small"
        rowKey="index"
        pagination={false}
        dataSource={value}
        locale={{ emptyText: '还没有课件' }}
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '类型', width: 80, render: (_, item) => ITEM_TYPES[item.type] },
          {
            title: '视频',
            width: 110,
            render: (_, item) =>
              item.transcode
                ? TRANSCODE[item.transcode.state] +
                  (item.transcode.state === 'transcoding' ? ` ${item.transcode.progress}%` : '')
                : item.link
                  ? '已上传'
                  : '',
          },
          {
            title: '操作',
            width: 120,
            render: (_, item) => (
              <>
                <Button type="link" size="small" onClick={() => setEditing(item)}>
                  编辑
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => onChange?.(removeByIndex(value, item.index))}
                >
                  删除
                </Button>
              </>
            ),
          },
        ]}
      />
      <Button icon={<PlusOutlined />} onClick={() => setEditing({ type: 'task' })} aria-label="添加课件">
        添加课件
      </Button>
      <Modal
        title="课件"
        open={editing !== null}
        width="80%"
        destroyOnHidden
        okText="确定"
        cancelText="取消"
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
      >
        {editing && (
          <Form
            // Field ids are prefixed by the form's name: the contribution form around it has a `name` field too.
            name="courseware"
            form={form}
            layout="vertical"
            preserve={false}
            onFinish={save}
            initialValues={{
              name: editing.name,
              type: editing.type,
              parent: editing.parent,
              cover: editing.images ? { key: editing.images, name: '封面', url: '' } : null,
              file:
                fileOf(editing.fileList) ??
                (editing.link ? { key: editing.link, name: '已上传', url: '' } : null),
            }}
          >
            <Form.Item label="封面（建议 750*750px）" name="cover">
              <FileUpload purpose="image" />
            </Form.Item>
            <Form.Item
              label="标题"
              name="name"
              rules={[{ required: true, whitespace: true, message: contributionMessages.itemNameRequired }]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item
              label="类型"
              name="type"
              rules={[{ required: true, message: contributionMessages.itemTypeRequired }]}
            >
              <Radio.Group options={Object.entries(ITEM_TYPES).map(([v, label]) => ({ value: v, label }))} />
            </Form.Item>
            {type !== 'chapter' && (
              <>
                <Form.Item label="所属章节" name="parent">
                  <Select
                    allowClear
                    placeholder="不选择章节"
                    options={chapters.map((c) => ({ value: c.index, label: c.name }))}
                  />
                </Form.Item>
                <Form.Item label={type === 'annex' ? '附件' : '视频'} name="file">
                  <FileUpload
                    purpose={type === 'annex' ? 'annex' : 'video'}
                    label={type === 'annex' ? '上传附件' : '上传视频'}
                  />
                </Form.Item>
              </>
            )}
          </Form>
        )}
      </Modal>
    </div>
  );
}

/** 添加插件 (001 §2.17, §2.18): versions with version_code and type; the version editor dialog. */
export function VersionEditor({
  value = [],
  onChange,
}: {
  value?: VersionValue[];
  onChange?: (list: VersionValue[]) => void;
}) {
  const [editing, setEditing] = useState<Partial<VersionValue> | null>(null);
  const [form] = Form.useForm();
  function save(values: {
    version_code: string;
    platform?: string;
    description?: string;
    type: VersionValue['type'];
    file?: UploadedFile | null;
  }) {
    onChange?.(
      placeByIndex(value, {
        index: editing?.index,
        version_code: values.version_code,
        platform: values.platform ?? '',
        description: values.description ?? '',
        type: values.type,
        link: values.file?.key ?? '',
        fileList: values.file ? [{ name: values.file.name, url: values.file.key }] : [],
      }),
    );
    setEditing(null);
  }
  return (
    <div className="cr-list">
      <Table<VersionValue>
        size="small"
        rowKey="index"
        pagination={false}
        dataSource={value}
        locale={{ emptyText: '还没有版本' }}
        columns={[
          { title: '版本号', dataIndex: 'version_code' },
          { title: '类型', width: 80, render: (_, v) => VERSION_TYPES[v.type] },
          {
            title: '操作',
            width: 120,
            render: (_, v) => (
              <>
                <Button type="link" size="small" onClick={() => setEditing(v)}>
                  编辑
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => onChange?.(removeByIndex(value, v.index))}
                >
                  删除
                </Button>
              </>
            ),
          },
        ]}
      />
      <Button icon={<PlusOutlined />} onClick={() => setEditing({ type: 'package' })} aria-label="添加插件">
        添加插件
      </Button>
      <Modal
        title="插件版本"
        open={editing !== null}
        destroyOnHidden
        okText="确定"
        cancelText="取消"
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
      >
        {editing && (
          <Form
            name="plugin-version"
            form={form}
            layout="vertical"
            preserve={false}
            onFinish={save}
            initialValues={{ ...editing, file: fileOf(editing.fileList) }}
          >
            <Form.Item
              label="版本号"
              name="version_code"
              rules={[
                { required: true, whitespace: true, message: contributionMessages.versionCodeRequired },
              ]}
            >
              <Input maxLength={32} />
            </Form.Item>
            <Form.Item label="支持平台" name="platform">
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item label="描述" name="description">
              <Input.TextArea maxLength={2000} rows={3} />
            </Form.Item>
            <Form.Item
              label="类型"
              name="type"
              rules={[{ required: true, message: contributionMessages.versionTypeRequired }]}
            >
              <Radio.Group
                options={Object.entries(VERSION_TYPES).map(([v, label]) => ({ value: v, label }))}
              />
            </Form.Item>
            <Form.Item
              label="文件"
              name="file"
              rules={[{ required: true, message: contributionMessages.versionFileRequired }]}
            >
              <FileUpload purpose="plugin" label="上传文件" />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </div>
  );
}
