import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { learningCalls, type CourseDetail } from '@app/contract/web';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../shared/api/query.ts';
import { useMe } from '../../../shared/session/use-me.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PlainButton } from '../../../shared/ui/plain-button.tsx';
import { PlainTabs } from '../../../shared/ui/plain-tabs.tsx';
import { startDownload } from '../../../shared/ui/start-download.ts';
import { useFeedback } from '../../../shared/ui/use-feedback.ts';
import '../../../shared/ui/rich-text.css';
import { formatBytes } from './course-rules.ts';

// The comments (and their editor, and antd, which they are built with) load when the 评论 tab is first
// opened, not with the page: the course page itself runs without antd.
const CommentBlock = lazy(async () => {
  const [{ CommentBlock: Comments }, { AntdScope }] = await Promise.all([
    import('../../../shared/comments/comment-block.tsx'),
    import('../../../shared/ui/antd-scope.tsx'),
  ]);
  return {
    default: (props: ComponentProps<typeof Comments>) => (
      <AntdScope>
        <Comments {...props} />
      </AntdScope>
    ),
  };
});

/** Attachment links are signed for 10 minutes (decisions4.md); older ones are fetched again first. */
const LINK_FRESH_MS = 9 * 60_000;

interface CourseTabsProps {
  course: CourseDetail;
  /** When the attachment links on screen were issued. */
  linksIssuedAt: number;
}

/** 简介 / 附件 / 评论 (000 §2.7) with the spec's empty states. */
export function CourseTabs({ course, linksIssuedAt }: CourseTabsProps) {
  const [tab, setTab] = useState('intro');
  return (
    <section className="course-tabs">
      <PlainTabs
        className="course-tabs__tabs"
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'intro',
            label: '课程简介',
            children: course.intro.trim() ? (
              <>
                {/* Teachers write the intro with <h3>s: this keeps the outline from jumping from the <h1>. */}
                <h2 className="visually-hidden">课程简介</h2>
                <div
                  className="rich-text course-tabs__intro"
                  dangerouslySetInnerHTML={{ __html: course.intro }}
                />
              </>
            ) : (
              <EmptyState description="暂无课程简介" />
            ),
          },
          {
            key: 'annex',
            label: `课程附件${course.annex.length > 0 ? `（${course.annex.length}）` : ''}`,
            children: <AttachmentList course={course} linksIssuedAt={linksIssuedAt} />,
          },
          {
            key: 'comments',
            label: '评论',
            // Mounted on first open only: the comments are fetched when someone wants them.
            children: (
              <Suspense
                fallback={
                  <div role="status" className="course-tabs__loading">
                    评论加载中…
                  </div>
                }
              >
                <CommentBlock targetType="course" targetId={course.id} allowReplies title="课程评论" />
              </Suspense>
            ),
          },
        ]}
      />
    </section>
  );
}

/** Attachments (000 §4): '立即下载' only for members holding the course, otherwise a disabled '购买后下载'. */
function AttachmentList({ course, linksIssuedAt }: CourseTabsProps) {
  const feedback = useFeedback();
  const client = useQueryClient();
  const { token } = useMe();
  const [pendingId, setPendingId] = useState<number | null>(null);
  if (course.annex.length === 0) return <EmptyState description="暂无课程附件" />;
  const purchased = course.purchase === 1;

  async function download(annexId: number, link: string) {
    if (Date.now() - linksIssuedAt < LINK_FRESH_MS) return startDownload(link);
    setPendingId(annexId);
    try {
      // staleTime 0: a cached answer's links may be as old as the ones on screen.
      const fresh = await client.fetchQuery({
        ...apiQuery(learningCalls.courseDetail, { params: { id: course.id }, query: { task_id: 0 }, token }),
        staleTime: 0,
      });
      const again = fresh.course.annex.find((item) => item.id === annexId)?.link;
      if (again) startDownload(again);
      else feedback('warning', '附件暂不可下载，请刷新页面后重试');
    } catch (error) {
      feedback('error', (error as Error).message);
    } finally {
      setPendingId(null);
    }
  }

  return (
    <ul className="course-annex">
      {course.annex.map((item) => (
        <li key={item.id} className="course-annex__item">
          <PaperClipOutlined className="course-annex__icon" />
          <span className="course-annex__name">{item.name}</span>
          <span className="course-annex__size">{formatBytes(item.size)}</span>
          {purchased && item.link ? (
            <PlainButton
              variant="primary"
              ghost
              size="small"
              icon={<DownloadOutlined />}
              loading={pendingId === item.id}
              onClick={() => void download(item.id, item.link)}
            >
              立即下载
            </PlainButton>
          ) : (
            <PlainButton size="small" disabled>
              购买后下载
            </PlainButton>
          )}
        </li>
      ))}
    </ul>
  );
}
