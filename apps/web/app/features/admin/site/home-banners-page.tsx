import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { adminSiteCalls, HOME_BANNER_MAX, type HomeBanner } from '@app/contract/web';
import { Alert, Button, Card, Empty, Input, Space, Switch } from 'antd';
import { useState } from 'react';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import './site.css';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { SiteImageUpload } from './site-image-upload.tsx';

/**
 * 首页轮播图: the slides under the home banner, in order; each with image, title, link and on/off. The set
 * is saved as a whole (the server checks each slide), and the home page shows it within its cache time.
 */
export function HomeBannersPage() {
  const saved = useApiQuery(adminSiteCalls.banners);
  if (saved.isPending) return <PageSpinner />;
  if (saved.error) return <Alert type="error" showIcon title={saved.error.message} />;
  return <BannerEditor key={JSON.stringify(saved.data)} initial={saved.data} />;
}

function BannerEditor({ initial }: { initial: HomeBanner[] }) {
  const [slides, setSlides] = useState<HomeBanner[]>(initial);
  const save = useApiMutation(adminSiteCalls.saveBanners, {
    success: true,
    invalidates: [apiKeyPrefix(adminSiteCalls.banners)],
  });
  const dirty = JSON.stringify(slides) !== JSON.stringify(initial);
  const patch = (index: number, change: Partial<HomeBanner>) =>
    setSlides((all) => all.map((s, i) => (i === index ? { ...s, ...change } : s)));
  const move = (index: number, by: number) =>
    setSlides((all) => {
      const next = [...all];
      const [slide] = next.splice(index, 1);
      next.splice(index + by, 0, slide!);
      return next;
    });

  return (
    <>
      <Space className="admin-page-head" wrap>
        <h1 className="admin-page-title">首页轮播图</h1>
        <Button
          icon={<PlusOutlined />}
          disabled={slides.length >= HOME_BANNER_MAX}
          onClick={() => setSlides((all) => [...all, { title: '', image: '', link: '', enabled: true }])}
        >
          添加轮播图
        </Button>
        <Button
          type="primary"
          disabled={!dirty}
          loading={save.pending}
          onClick={() => save.run({ body: { banners: slides } })}
        >
          保存
        </Button>
        {dirty && <span className="admin-muted">有未保存的修改</span>}
      </Space>
      {slides.length === 0 && <Empty description="暂无轮播图" />}
      <div className="admin-banner-list">
        {slides.map((slide, index) => (
          <Card
            key={index}
            size="small"
            title={`第 ${index + 1} 张`}
            className="admin-banner-card"
            extra={
              <Space size={4}>
                <Switch
                  checked={slide.enabled}
                  checkedChildren="显示"
                  unCheckedChildren="隐藏"
                  aria-label={`第 ${index + 1} 张显示`}
                  onChange={(enabled) => patch(index, { enabled })}
                />
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label="上移"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label="下移"
                  disabled={index === slides.length - 1}
                  onClick={() => move(index, 1)}
                />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label="删除"
                  onClick={() => setSlides((all) => all.filter((_, i) => i !== index))}
                />
              </Space>
            }
          >
            <div className="admin-banner-card__body">
              <SiteImageUpload
                value={slide.image}
                onChange={(image) => patch(index, { image })}
                previewWidth={320}
                ratio="4 / 1"
              />
              <Space orientation="vertical" style={{ flex: 1, minWidth: 0, width: '100%' }}>
                <Input
                  addonBefore="标题"
                  aria-label={`第 ${index + 1} 张标题`}
                  maxLength={60}
                  value={slide.title}
                  onChange={(e) => patch(index, { title: e.target.value })}
                />
                <Input
                  addonBefore="链接"
                  aria-label={`第 ${index + 1} 张链接`}
                  placeholder="/course 或 https://…"
                  maxLength={500}
                  value={slide.link}
                  onChange={(e) => patch(index, { link: e.target.value })}
                />
              </Space>
            </div>
          </Card>
        ))}
      </div>
    </>
  );
}
