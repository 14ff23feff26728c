import { adminReviewCalls, type ReviewDetail } from '@app/contract/web';
import { Alert, Button, Card, Descriptions, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { paths } from '../../../shared/paths.ts';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import '../../../shared/ui/rich-text.css';
import { ReasonDialog } from '../reason-dialog.tsx';
import { TranscodeTag } from './transcode-tag.tsx';

const sizeText = (bytes: number) =>
  bytes <= 0
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.ceil(bytes / 1024)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One submission: every field, the rich text, files and lesson videos; 通过 publishes, 驳回 needs a reason. */
export function ReviewDetailPage({ kind, id }: { kind: string; id: string }) {
  const navigate = useNavigate();
  const params = { kind, id };
  const detail = useApiQuery(adminReviewCalls.review, { params });
  const invalidates = [apiKeyPrefix(adminReviewCalls.reviews), apiKeyPrefix(adminReviewCalls.review)];
  const decide = useApiMutation(adminReviewCalls.decide, { success: true, invalidates });
  const [rejecting, setRejecting] = useState(false);

  if (detail.isPending) return <PageSpinner />;
  if (detail.error) return <Alert type="error" showIcon title={detail.error.message} />;
  const d: ReviewDetail = detail.data;

  async function approve() {
    const result = await decide.run({ params, body: { decision: 'approve' } });
    if (result.ok) navigate(paths.adminReview());
  }
  async function reject(reason: string) {
    const result = await decide.run({ params, body: { decision: 'reject', reason } });
    if (!result.ok) return;
    setRejecting(false);
    navigate(paths.adminReview());
  }

  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <Link to={paths.adminReview()}>← 返回审核队列</Link>
      </Space>
      <h1 className="admin-page-title">
        {d.name || '（未命名）'} <Tag>{d.kind_text}</Tag>
        <Tag color={d.is_check === 2 ? 'success' : d.is_check === 3 ? 'error' : 'processing'}>
          {d.state_label}
        </Tag>
      </h1>
      {d.is_check === 1 && (
        <Card size="small" style={{ marginBottom: 16 }}>
          <Space wrap>
            <Popconfirm
              title="通过后将立即发布到网站，确定通过？"
              okText="通过"
              cancelText="取消"
              onConfirm={approve}
            >
              <Button type="primary" loading={decide.pending}>
                通过并发布
              </Button>
            </Popconfirm>
            <Button danger onClick={() => setRejecting(true)}>
              驳回
            </Button>
            <Typography.Text type="secondary">驳回理由会显示给创作者</Typography.Text>
          </Space>
        </Card>
      )}
      {d.is_check === 2 && d.kind === 'course' && d.published_id && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <a href={paths.course(d.published_id)} target="_blank" rel="noreferrer">
              已发布，查看课程页
            </a>
          }
        />
      )}
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="创作者">
          {d.creator.phone ? `${d.creator.name || '—'}（${d.creator.phone}）` : d.creator.name || '—'}
        </Descriptions.Item>
        <Descriptions.Item label="作者署名">{d.author || '—'}</Descriptions.Item>
        <Descriptions.Item label="价格">{d.price > 0 ? `${d.price} 光子` : '免费'}</Descriptions.Item>
        <Descriptions.Item label="分类">{d.category || '—'}</Descriptions.Item>
        <Descriptions.Item label="标签">{d.tags.join('、') || '—'}</Descriptions.Item>
        <Descriptions.Item label="来源">
          {d.origin || '—'}
          {d.external_link && (
            <>
              {' '}
              <a href={d.external_link} target="_blank" rel="noreferrer nofollow">
                原文链接
              </a>
            </>
          )}
        </Descriptions.Item>
        <Descriptions.Item label="简介" span={2}>
          {d.explain || '—'}
        </Descriptions.Item>
        {/* Absent items are null, never '': Descriptions makes every child a cell, an empty string a blank one. */}
        {d.web_link ? (
          <Descriptions.Item label="功能介绍链接" span={2}>
            <a href={d.web_link} target="_blank" rel="noreferrer nofollow">
              {d.web_link}
            </a>
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label="提交时间">{d.submitted_at || '—'}</Descriptions.Item>
        <Descriptions.Item label="审核时间">{d.reviewed_at || '—'}</Descriptions.Item>
        {d.errors ? (
          <Descriptions.Item label="驳回理由" span={2}>
            {d.errors}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {(d.cover || d.images.length > 0) && (
        <Card size="small" title="图片" style={{ marginBottom: 16 }}>
          <Space wrap>
            {/* A material's cover is also its first image: each picture once. */}
            {[...new Set([d.cover, ...d.images].filter(Boolean))].map((src) => (
              <a key={src} href={src} target="_blank" rel="noreferrer">
                <img
                  src={src}
                  alt="查看原图"
                  height={120}
                  style={{ maxWidth: '100%', objectFit: 'cover', borderRadius: 4 }}
                />
              </a>
            ))}
          </Space>
        </Card>
      )}
      {d.sections.map((section) => (
        <Card key={section.title} size="small" title={section.title} style={{ marginBottom: 16 }}>
          {section.items.map((item, i) => (
            <div key={i} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Space wrap>
                <Tag>{{ lesson: '视频', annex: '附件', version: '版本', material: '素材' }[item.type]}</Tag>
                <span>{item.name}</span>
                {item.note && <Typography.Text type="secondary">{item.note}</Typography.Text>}
                {item.transcode && <TranscodeTag transcode={item.transcode} />}
                {item.file && (
                  <a href={item.file.url} target="_blank" rel="noreferrer">
                    {item.type === 'lesson' ? '打开源视频' : '下载'} {sizeText(item.file.size)}
                  </a>
                )}
                {!item.file && <Typography.Text type="danger">未上传文件</Typography.Text>}
              </Space>
              {item.type === 'lesson' && item.file && (
                <video
                  controls
                  preload="metadata"
                  src={item.file.url}
                  style={{ display: 'block', width: '100%', maxWidth: 560, marginTop: 8, background: '#000' }}
                />
              )}
            </div>
          ))}
        </Card>
      ))}
      <Card size="small" title="详细介绍">
        {/* Sanitised on the server (the platform's one allowlist) before it is answered. */}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: d.intro_html || '<p>（无）</p>' }} />
      </Card>
      <ReasonDialog
        open={rejecting}
        title="驳回投稿"
        okText="确认驳回"
        label="驳回理由（创作者可见）"
        danger
        pending={decide.pending}
        onSubmit={reject}
        onCancel={() => setRejecting(false)}
      />
    </>
  );
}
