import { Button, Form, Input, Space, Switch } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SiteImageUpload } from './site-image-upload.tsx';
import { SiteRichEditor } from './site-rich-editor.tsx';
import './site.css';

export interface ArticleFormValues {
  title: string;
  description: string;
  author: string;
  images: string;
  content: string;
  published: boolean;
}

/** A back-office edit page's head: the way back to its list, and 新建 / 编辑 <noun>. */
export function EditHead({ back, title }: { back: { to: string; label: string }; title: string }) {
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Link to={back.to}>← {back.label}</Link>
      </Space>
      <h1 className="admin-page-title">{title}</h1>
    </>
  );
}

/**
 * 新建 / 编辑 an article of either kind (资讯, AI 资讯): the same fields, with the kind's own category
 * field (`category`) and the place a publish puts it (`publishLabel`). The server checks every field again
 * and cleans the body.
 */
export function ArticleEditForm<V extends ArticleFormValues>(props: {
  noun: string;
  isNew: boolean;
  back: { to: string; label: string };
  formName: string;
  initial: V;
  category: ReactNode;
  publishLabel: string;
  pending: boolean;
  onSave: (values: V) => void;
}) {
  // Chinese text puts a space before a Latin word: 新建资讯, 新建 AI 资讯.
  const noun = /^[A-Za-z]/.test(props.noun) ? ` ${props.noun}` : props.noun;
  return (
    <>
      <EditHead back={props.back} title={`${props.isNew ? '新建' : '编辑'}${noun}`} />
      <Form<V>
        name={props.formName}
        layout="vertical"
        initialValues={props.initial}
        onFinish={props.onSave}
        className="admin-site-form"
      >
        <Form.Item
          name="title"
          label="标题"
          rules={[{ required: true, whitespace: true, message: '请输入资讯标题' }]}
        >
          <Input maxLength={150} showCount />
        </Form.Item>
        {props.category}
        <Form.Item name="description" label="摘要（列表中显示）">
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="author" label="作者">
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="images" label="封面">
          <SiteImageUpload label="上传封面" />
        </Form.Item>
        <Form.Item name="content" label="正文" rules={[{ required: true, message: '请输入资讯正文' }]}>
          <SiteRichEditor />
        </Form.Item>
        <Form.Item name="published" label={props.publishLabel} valuePropName="checked">
          <Switch checkedChildren="发布" unCheckedChildren="草稿" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={props.pending}>
          保存
        </Button>
      </Form>
    </>
  );
}
