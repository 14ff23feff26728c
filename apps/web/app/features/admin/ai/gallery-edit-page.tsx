import { adminAiCalls, type AdminGalleryWork } from '@app/contract/web';
import { Alert, Button, Form, Input, Select, Space } from 'antd';
import { useNavigate } from 'react-router';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { paths } from '../../../shared/paths.ts';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { EditHead } from '../site/article-edit-form.tsx';
import { SiteImageUpload } from '../site/site-image-upload.tsx';
import { GalleryImagesField } from './gallery-images-field.tsx';
import { useGalleryTabs } from './gallery-list-page.tsx';
import '../site/site.css';

type WorkForm = Pick<
  AdminGalleryWork,
  'title' | 'desc' | 'cover' | 'images' | 'author_name' | 'author_avatar'
> & { cate_id?: number };

/** 新建 / 编辑 AI 作品 (`id` absent = new). The server checks every field and picture address again. */
export function GalleryEditPage({ id }: { id?: string }) {
  const detail = useApiQuery(adminAiCalls.galleryWork, { params: { id: id ?? '0' } }, { enabled: !!id });
  if (id && detail.isPending) return <PageSpinner />;
  if (id && detail.error) return <Alert type="error" showIcon title={detail.error.message} />;
  return <WorkFormView key={id ?? 'new'} work={id ? detail.data : undefined} />;
}

function WorkFormView({ work }: { work?: AdminGalleryWork }) {
  const navigate = useNavigate();
  const tabs = useGalleryTabs();
  const invalidates = [apiKeyPrefix(adminAiCalls.galleryList), apiKeyPrefix(adminAiCalls.galleryWork)];
  const create = useApiMutation(adminAiCalls.galleryCreate, { success: true, invalidates });
  const update = useApiMutation(adminAiCalls.galleryUpdate, { success: true, invalidates });
  const initial: WorkForm = work
    ? { ...work, cate_id: work.cate_id || undefined }
    : { title: '', desc: '', cover: '', images: [], author_name: '', author_avatar: '' };

  async function save(values: WorkForm) {
    const body = { ...values, cate_id: values.cate_id ?? 0 };
    const result = work ? await update.run({ params: { id: work.id }, body }) : await create.run({ body });
    if (result.ok && !work) navigate(paths.adminAiGalleryEdit(result.data.id), { replace: true });
  }

  return (
    <>
      <EditHead
        back={{ to: paths.adminAiGallery(), label: '返回 AI 作品集' }}
        title={work ? '编辑作品' : '新建作品'}
      />
      {work && (
        <p className="admin-muted">
          发布于 {work.created_at} · {work.like_count} 个点赞（编辑不影响点赞与发布时间）
        </p>
      )}
      <Form<WorkForm>
        name="gallery-edit"
        layout="vertical"
        initialValues={initial}
        onFinish={save}
        className="admin-site-form"
      >
        <Form.Item
          name="title"
          label="标题"
          rules={[{ required: true, whitespace: true, message: '请填写作品标题' }]}
        >
          <Input maxLength={100} showCount />
        </Form.Item>
        <Form.Item name="cate_id" label="分类" rules={[{ required: true, message: '请选择作品分类' }]}>
          <Select
            options={tabs}
            placeholder="选择分类（在 分类管理 › AI 作品集分类 中维护）"
            notFoundContent="还没有作品集分类，请先到分类管理中新建"
          />
        </Form.Item>
        <Form.Item name="desc" label="描述（打开作品时显示）">
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Form.Item name="cover" label="封面" rules={[{ required: true, message: '请上传作品封面' }]}>
          <SiteImageUpload label="上传封面" ratio="4 / 3" />
        </Form.Item>
        <Form.Item name="images" label="作品图片（按顺序在前台大图中浏览；不上传则只显示封面）">
          <GalleryImagesField />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="author_name" label="作者名称">
            <Input maxLength={50} style={{ width: 240 }} />
          </Form.Item>
          <Form.Item name="author_avatar" label="作者头像">
            <SiteImageUpload label="上传头像" previewWidth={64} ratio="1 / 1" />
          </Form.Item>
        </Space>
        <div>
          <Button type="primary" htmlType="submit" loading={create.pending || update.pending}>
            保存
          </Button>
        </div>
      </Form>
    </>
  );
}
