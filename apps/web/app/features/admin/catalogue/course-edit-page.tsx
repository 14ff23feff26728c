import { adminCatalogueCalls, ADMIN_COURSE_STATE_TEXT, type AdminCourse } from '@app/contract/web';
import { Alert, Button, Card, Form, Input, Select, Space, Switch, Tag } from 'antd';
import { Link } from 'react-router';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { paths } from '../../../shared/paths.ts';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { CourseLessons, outlineTranscoding } from './course-lessons.tsx';
import { SiteRichEditor } from '../site/site-rich-editor.tsx';
import { CoverField } from './cover-field.tsx';
import { CourseAdsCard } from './course-ads-card.tsx';

interface Values {
  name: string;
  images: string;
  cate_id: number;
  price: string;
  market_price: string;
  has_discount: boolean;
  discount_price: string;
  explain: string;
  author: string;
  tags: string[];
  intro: string;
}

const money = { pattern: /^\d{1,5}(\.\d{1,2})?$/, message: '价格需为 0–99999 的数字，最多两位小数' };

const valuesOf = (c: AdminCourse): Values => ({
  name: c.name,
  images: c.images,
  cate_id: c.cate_id,
  price: String(c.price),
  market_price: String(c.market_price),
  has_discount: c.has_discount,
  discount_price: String(c.discount_price),
  explain: c.explain,
  author: c.author,
  tags: c.tags,
  intro: c.intro,
});

/** One course: every field the public pages show, the shelf state, and its chapters and lessons. */
export function CourseEditPage({ id }: { id: string }) {
  const params = { id };
  // While a lesson video transcodes the outline refreshes itself, so its state and progress move on.
  const detail = useApiQuery(
    adminCatalogueCalls.course,
    { params },
    { refetchInterval: (query) => (outlineTranscoding(query.state.data) ? 3000 : false) },
  );
  const categories = useApiQuery(adminCatalogueCalls.categories, { query: { kind: 'course' } });
  const invalidates = [apiKeyPrefix(adminCatalogueCalls.course), apiKeyPrefix(adminCatalogueCalls.courses)];
  const save = useApiMutation(adminCatalogueCalls.saveCourse, { success: true, invalidates });
  const shelf = useApiMutation(adminCatalogueCalls.setCourseShelf, { success: true, invalidates });
  const [form] = Form.useForm<Values>();
  const hasDiscount = Form.useWatch('has_discount', form);

  if (detail.isPending) return <PageSpinner />;
  if (detail.error) return <Alert type="error" showIcon title={detail.error.message} />;
  const c = detail.data;

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Link to={paths.adminCourses()}>← 返回课程列表</Link>
        {c.state === 'on' && (
          <a href={paths.course(c.id)} target="_blank" rel="noreferrer">
            查看前台页面
          </a>
        )}
      </Space>
      <h1 className="admin-page-title">
        {c.name} <Tag>#{c.id}</Tag> <Tag>{ADMIN_COURSE_STATE_TEXT[c.state]}</Tag>
      </h1>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card size="small" title="上架状态">
          <Space wrap>
            {c.state === 'review' ? (
              <span>该课程尚未通过审核，请在投稿审核中处理。</span>
            ) : (
              <>
                <Button
                  danger={c.state === 'on'}
                  loading={shelf.pending}
                  onClick={() => void shelf.run({ params, body: { on_shelf: c.state !== 'on' } })}
                >
                  {c.state === 'on' ? '下架' : '上架'}
                </Button>
                <span>下架后游客与未购买的会员看不到该课程；已购买的会员仍可学习。</span>
              </>
            )}
          </Space>
        </Card>
        <Card size="small" title="课程信息">
          <Form<Values>
            form={form}
            name="course"
            layout="vertical"
            initialValues={valuesOf(c)}
            onFinish={(values) => void save.run({ params, body: { ...values, name: values.name.trim() } })}
            className="admin-course-form"
          >
            <Form.Item
              name="name"
              label="课程名称"
              rules={[{ required: true, whitespace: true, message: '请填写课程名称' }]}
            >
              <Input maxLength={100} showCount />
            </Form.Item>
            <Form.Item name="images" label="封面" rules={[{ required: true, message: '请上传课程封面' }]}>
              <CoverField />
            </Form.Item>
            <Form.Item name="cate_id" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={(categories.data ?? []).map((k) => ({
                  value: k.id,
                  label: `${'　'.repeat(k.level - 1)}${k.name}${k.hidden ? '（已隐藏）' : ''}`,
                }))}
              />
            </Form.Item>
            <Space wrap align="start">
              <Form.Item name="price" label="价格（光子）" rules={[{ required: true, ...money }]}>
                <Input style={{ width: 140 }} inputMode="decimal" />
              </Form.Item>
              <Form.Item name="market_price" label="划线价（光子）" rules={[money]}>
                <Input style={{ width: 140 }} inputMode="decimal" />
              </Form.Item>
              <Form.Item name="has_discount" label="优惠" valuePropName="checked">
                <Switch />
              </Form.Item>
              {hasDiscount && (
                <Form.Item
                  name="discount_price"
                  label="优惠价（光子）"
                  rules={[{ required: true, ...money }]}
                >
                  <Input style={{ width: 140 }} inputMode="decimal" />
                </Form.Item>
              )}
            </Space>
            <Form.Item name="explain" label="一句话摘要">
              <Input maxLength={255} />
            </Form.Item>
            <Form.Item name="author" label="作者">
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="tags" label="标签（最多 10 个）">
              <Select mode="tags" maxCount={10} tokenSeparators={[',', '，']} open={false} />
            </Form.Item>
            <Form.Item name="intro" label="课程介绍（保存时过滤脚本与不安全的标签）">
              <SiteRichEditor label="课程介绍" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.pending}>
              保存
            </Button>
          </Form>
        </Card>
        <CourseLessons course={c} />
        <CourseAdsCard courseId={c.id} />
      </Space>
    </>
  );
}
