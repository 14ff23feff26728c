import {
  contributionMessages,
  creatorCalls,
  isHttpLink,
  type ContributionEntry,
  type ContributionKind,
} from '@app/contract/web';
import { App, Button, Checkbox, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useMemo } from 'react';
import { apiKeyPrefix, useApiQuery } from '../../shared/api/query.ts';
import { useApiMutation } from '../../shared/api/use-api-mutation.ts';
import { CategorySelect } from './category-select.tsx';
import { categoryOptions, formFieldsOf, parseList } from './creator-rules.ts';
import type { UploadedFile } from './file-upload.tsx';
import { FileUpload } from './file-upload.tsx';
import { ImagesField } from './images-field.tsx';
import { CoursewareEditor, VersionEditor, type CoursewareValue, type VersionValue } from './list-editor.tsx';
import { RichTextField } from './rich-text-field.tsx';

interface FormValues {
  cover?: UploadedFile | null;
  images?: UploadedFile[];
  intros?: UploadedFile[];
  name?: string;
  tag?: number[];
  price?: number | null;
  type?: '原创' | '转载';
  external_link?: string;
  author?: string;
  cate_id?: number;
  detailList?: (CoursewareValue | VersionValue)[];
  intro?: string;
  web_link?: string;
  material?: UploadedFile | null;
  push?: boolean;
}

const CALLS = { course: creatorCalls.putCourse, plug: creatorCalls.putPlug, goods: creatorCalls.putGoods };
const NAME_RULE = {
  course: contributionMessages.courseNameRequired,
  plug: contributionMessages.plugNameRequired,
  goods: contributionMessages.goodsNameRequired,
};
/** The introduction's name, on the form and as the rich-text dialog's title: it says which form it edits. */
const INTRO_LABEL = { course: '课程介绍', plug: '插件介绍', goods: '素材介绍' };
/** What the declaration is about: a course publishes videos, a plugin its packages (materials have none). */
const DECLARED = { course: '视频', plug: '插件', goods: '素材' };
const fileFrom = (key: string, name: string, url = ''): UploadedFile | null =>
  key ? { key, name, url } : null;

function initialOf(kind: ContributionKind, entry: ContributionEntry | null): FormValues {
  if (!entry) return { type: '原创', tag: [], detailList: [], images: [], intros: [], push: false };
  const files = (list: { name: string; url: string }[]) =>
    list.map((f) => ({ key: f.url, name: f.name, url: '' }));
  return {
    cover: kind === 'goods' ? null : fileFrom(entry.images, '封面', entry.cover),
    images: kind === 'goods' ? files(parseList(entry.images)) : [],
    intros: files(parseList(entry.intros)),
    name: entry.name,
    tag: entry.tag,
    price: entry.price,
    type: (entry.type || '原创') as '原创' | '转载',
    external_link: entry.external_link,
    author: entry.author,
    cate_id: entry.cate_id || undefined,
    detailList: entry.detailList as unknown as (CoursewareValue | VersionValue)[],
    intro: kind === 'goods' ? entry.desc : entry.intro,
    web_link: entry.web_link,
    material: entry.fileList[0] ? fileFrom(entry.fileList[0].url, entry.fileList[0].name) : null,
    push: entry.push,
  };
}

function bodyOf(kind: ContributionKind, v: FormValues, status: 0 | 2, entry: ContributionEntry | null) {
  const common = {
    ...formFieldsOf(kind, entry),
    id: entry?.id,
    name: v.name ?? '',
    tag: v.tag ?? [],
    price: v.price ?? '',
    cate_id: v.cate_id ?? '',
    author: v.author ?? '',
    type: v.type ?? '',
    push: Boolean(v.push),
    status,
  };
  if (kind === 'goods')
    return {
      ...common,
      images: (v.images ?? []).map((i) => ({ name: i.key, url: i.key })),
      desc: v.intro ?? '',
      material: v.material?.key ?? '',
      fileList: v.material ? [{ name: v.material.name, url: v.material.key }] : [],
    };
  const base = {
    ...common,
    images: v.cover?.key ?? '',
    intro: v.intro ?? '',
    detailList: v.detailList ?? [],
  };
  if (kind === 'course') return { ...base, external_link: v.type === '转载' ? (v.external_link ?? '') : '' };
  return {
    ...base,
    web_link: v.web_link ?? '',
    intros: (v.intros ?? []).map((i) => ({ name: i.name, url: i.key })),
  };
}

/**
 * The three submission forms (001 §2.15, §2.17, §2.20) and the approved-plugin form (§2.19, `reload`).
 * 存入草稿 sends status 0 without the required-field rules; 立即发布 checks them first ('请填写完整信息').
 * Editing asks '确定对[(#id)]进行修改?'. After a successful submission the form empties and `onDone` hears the
 * submission's id and whether it was published (2) or kept as a draft (0).
 */
export function ContributionForm({
  kind,
  entry = null,
  reload = false,
  onDone,
}: {
  kind: ContributionKind;
  entry?: ContributionEntry | null;
  reload?: boolean;
  onDone?: (saved: { id: number; status: 0 | 2 }) => void;
}) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const origin = Form.useWatch('type', form);
  const categories = useApiQuery(creatorCalls.creatorCategories, { query: { catetype: kind } });
  const tags = useApiQuery(creatorCalls.tagList);
  const options = useMemo(() => categoryOptions(categories.data ?? []), [categories.data]);
  const submit = useApiMutation(CALLS[kind], {
    success: true,
    invalidates: [apiKeyPrefix(creatorCalls.listPuts)],
  });
  const initial = useMemo(() => initialOf(kind, entry), [kind, entry]);

  async function send(status: 0 | 2) {
    let values: FormValues;
    if (status === 2) {
      try {
        values = await form.validateFields();
      } catch {
        return void message.error(contributionMessages.incomplete);
      }
    } else values = form.getFieldsValue(true);
    const go = async () => {
      const body = reload
        ? { id: entry?.id, reload: 1, status: 2, detailList: values.detailList ?? [] }
        : bodyOf(kind, values, status, entry);
      const result = await submit.run({ body: body as never });
      if (!result.ok) return;
      form.resetFields();
      onDone?.({ id: result.data.id, status: reload ? 2 : status });
    };
    if (entry?.id)
      modal.confirm({
        title: '编辑',
        content: `确定对[(#${entry.id})]进行修改?`,
        okText: '确定',
        cancelText: '取消',
        onOk: go,
      });
    else await go();
  }

  const required = (msg: string) => [{ required: true, message: msg }];
  const publishOnly = (msg: string) => [{ required: true, message: msg, whitespace: true }];
  // The server's rule, said before sending: blank, or an http(s) address.
  const httpLink = (msg: string) => ({
    validator: async (_: unknown, value?: string) => {
      if (value?.trim() && !isHttpLink(value.trim())) throw new Error(msg);
    },
  });
  return (
    <Form
      form={form}
      // Named, so its fields' ids (and the labels' for=) differ from another kind's form on the same page:
      // 我的上传 keeps a visited tab's form mounted, and two inputs id="name" tied 插件名称 to the course form.
      name={reload ? 'plug-versions' : `${kind}-contribution`}
      layout="vertical"
      initialValues={initial}
      className="cr-form"
      aria-label={reload ? '编辑插件' : `${kind}-form`}
    >
      {reload ? (
        <h3>编辑插件</h3>
      ) : (
        <>
          {kind === 'goods' ? (
            <Form.Item
              label="素材图片"
              name="images"
              rules={[{ required: true, type: 'array', min: 1, message: contributionMessages.coverRequired }]}
            >
              <ImagesField />
            </Form.Item>
          ) : (
            <Form.Item
              label="封面（建议 750*750px）"
              name="cover"
              rules={required(contributionMessages.coverRequired)}
            >
              <FileUpload purpose="image" label="选择封面" />
            </Form.Item>
          )}
          <Form.Item
            label={kind === 'plug' ? '插件名称' : kind === 'goods' ? '素材名称' : '课程名称'}
            name="name"
            rules={publishOnly(NAME_RULE[kind])}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label="标签" name="tag">
            <Select
              mode="multiple"
              allowClear
              options={(tags.data ?? []).map((t) => ({ value: t.id, label: t.tag }))}
            />
          </Form.Item>
          <Form.Item
            label="价格（光子）"
            name="price"
            rules={required(contributionMessages.priceRequired)}
            extra="1 光子 = 10 元"
          >
            <InputNumber min={0} precision={2} style={{ width: 200 }} />
          </Form.Item>
          {kind !== 'goods' && (
            <>
              <Form.Item label="类型" name="type" rules={required(contributionMessages.typeRequired)}>
                <Radio.Group options={['原创', '转载']} />
              </Form.Item>
              {kind === 'course' && origin === '转载' && (
                <Form.Item
                  label="转载链接"
                  name="external_link"
                  rules={[
                    ...publishOnly(contributionMessages.externalLinkRequired),
                    httpLink(contributionMessages.externalLinkInvalid),
                  ]}
                >
                  <Input maxLength={500} />
                </Form.Item>
              )}
              <Form.Item
                label="创作者"
                name="author"
                rules={publishOnly(contributionMessages.authorRequired)}
              >
                <Input maxLength={50} />
              </Form.Item>
            </>
          )}
          <Form.Item label="分类" name="cate_id" rules={required(contributionMessages.cateRequired)}>
            <CategorySelect groups={options} placeholder="请选择分类" />
          </Form.Item>
        </>
      )}
      {kind === 'course' && (
        <Form.Item label="课件" name="detailList">
          <CoursewareEditor />
        </Form.Item>
      )}
      {kind === 'plug' && (
        <Form.Item label="插件版本" name="detailList">
          <VersionEditor />
        </Form.Item>
      )}
      {!reload && (
        <>
          <Form.Item
            label={INTRO_LABEL[kind]}
            name="intro"
            rules={publishOnly(contributionMessages.introRequired)}
          >
            <RichTextField label={INTRO_LABEL[kind]} />
          </Form.Item>
          {kind === 'plug' && (
            <>
              <Form.Item
                label="功能介绍"
                name="web_link"
                rules={[httpLink(contributionMessages.webLinkInvalid)]}
              >
                <Input maxLength={500} />
              </Form.Item>
              <Form.Item label="展示图片" name="intros">
                <ImagesField />
              </Form.Item>
            </>
          )}
          {kind === 'goods' && (
            <Form.Item
              label="素材上传"
              name="material"
              rules={required(contributionMessages.materialRequired)}
            >
              <FileUpload purpose="material" label="上传素材文件" />
            </Form.Item>
          )}
          {kind !== 'goods' && (
            <Form.Item
              name="push"
              valuePropName="checked"
              rules={[
                {
                  validator: (_, v) =>
                    v ? Promise.resolve() : Promise.reject(new Error(contributionMessages.pushRequired)),
                },
              ]}
            >
              <Checkbox>{`发布声明：发布内容符合国家法律法规，并已熟知《光子设计个人发布${DECLARED[kind]}声明要求》`}</Checkbox>
            </Form.Item>
          )}
        </>
      )}
      <Space>
        {!reload && (
          <Button onClick={() => void send(0)} loading={submit.pending}>
            存入草稿
          </Button>
        )}
        <Button type="primary" onClick={() => void send(2)} loading={submit.pending}>
          立即发布
        </Button>
      </Space>
    </Form>
  );
}
