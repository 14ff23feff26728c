import {
  EyeOutlined,
  HeartFilled,
  HeartOutlined,
  LeftOutlined,
  RightOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { learningMessages, type CourseDetail } from '@app/contract/web';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import { PlainButton } from '../../../shared/ui/plain-button.tsx';
import { PlainTag } from '../../../shared/ui/plain-tag.tsx';
import { ProductPrice } from '../../../shared/ui/product-price.tsx';
import { useFeedback } from '../../../shared/ui/use-feedback.ts';
import { mainAction } from './course-rules.ts';

interface CourseInfoProps {
  course: CourseDetail;
  /** Whether purchase / collect are this viewer's (before that the buttons wait). */
  ready: boolean;
  /** The page is the one every member shares and this member's own answer is not in yet: placeholders. */
  awaiting: boolean;
  prevId: number | null;
  nextId: number | null;
  pending: 'main' | 'collect' | null;
  onMainAction: () => void;
  onToggleCollect: () => void;
}

/**
 * The information block under the video (000 §2.7): name and learners, the main button and collect,
 * author / publish date / views, prev/next course arrows, tags (→ tag search) and the optional ad.
 */
export function CourseInfo({
  course,
  ready,
  awaiting,
  prevId,
  nextId,
  pending,
  onMainAction,
  onToggleCollect,
}: CourseInfoProps) {
  const feedback = useFeedback();
  const navigate = useNavigate();
  const action = mainAction(course);
  const collected = course.collect === 1;

  const go = (id: number | null) => {
    if (id === null) feedback('info', learningMessages.noPrevNext);
    else void navigate(paths.course(id));
  };

  return (
    <section className="course-info">
      <div className="course-info__head">
        <div className="course-info__title">
          <h1 className="course-info__name">{course.name}</h1>
          <span className="course-info__learners">
            <TeamOutlined /> {course.num} 人在学
          </span>
        </div>
        <div className="course-info__nav">
          <PlainButton
            shape="circle"
            icon={<LeftOutlined />}
            aria-label="上一门课程"
            title="上一门课程"
            onClick={() => go(prevId)}
          />
          <PlainButton
            shape="circle"
            icon={<RightOutlined />}
            aria-label="下一门课程"
            title="下一门课程"
            onClick={() => go(nextId)}
          />
        </div>
      </div>

      <div className="course-info__meta">
        <span>作者：{course.author || '—'}</span>
        <span>发布时间：{course.created_at.slice(0, 10)}</span>
        <span>
          <EyeOutlined /> {course.view_num} 次浏览
        </span>
        {course.type === 'reprint' && course.external_link && (
          <a href={course.external_link} target="_blank" rel="noopener noreferrer nofollow">
            转载来源
          </a>
        )}
      </div>

      {awaiting ? (
        <BuyRowPlaceholder />
      ) : (
        <div className="course-info__buy">
          {action.kind === 'owned' ? (
            <PlainTag color="success" className="course-info__badge">
              {action.badge}
            </PlainTag>
          ) : (
            <ProductPrice item={course} size="large" />
          )}
          <div className="course-info__actions">
            <PlainButton
              variant="primary"
              size="large"
              danger={action.kind === 'buy'}
              loading={pending === 'main'}
              disabled={!ready}
              onClick={
                action.kind === 'owned' ? () => window.scrollTo({ top: 0, behavior: 'smooth' }) : onMainAction
              }
            >
              {action.label}
            </PlainButton>
            <PlainButton
              size="large"
              icon={collected ? <HeartFilled style={{ color: '#f5222d' }} /> : <HeartOutlined />}
              loading={pending === 'collect'}
              disabled={!ready}
              aria-pressed={collected}
              onClick={onToggleCollect}
            >
              {collected ? '已收藏' : '收藏'}
            </PlainButton>
          </div>
        </div>
      )}

      {course.tag_list_info.length > 0 && (
        <div className="course-info__tags" aria-label="标签">
          {course.tag_list_info.map((tag) => (
            <Link key={tag.id} to={paths.search({ tag: tag.id, type: 'course' })}>
              <PlainTag color="blue">{tag.tag}</PlainTag>
            </Link>
          ))}
        </div>
      )}

      {course.ad.file &&
        (course.ad.link.startsWith('/') ? (
          <Link className="course-info__ad" to={course.ad.link}>
            <FallbackImage src={course.ad.file} alt="广告" loading="lazy" />
          </Link>
        ) : (
          <a
            className="course-info__ad"
            href={course.ad.link || undefined}
            target="_blank"
            rel="noopener noreferrer"
          >
            <FallbackImage src={course.ad.file} alt="广告" loading="lazy" />
          </a>
        ))}
    </section>
  );
}

/**
 * The buy row's place while the member's own answer is on its way (a shared render): the price or 已购买,
 * the main button and 收藏 are theirs, so none is drawn as a guest's. Same height as the row it stands for.
 */
function BuyRowPlaceholder() {
  return (
    <div className="course-info__buy" aria-busy="true">
      <span className="visually-hidden">正在读取你的购买与收藏状态…</span>
      <span className="course-info__pending course-info__pending--price" aria-hidden />
      <div className="course-info__actions" aria-hidden>
        <span className="course-info__pending course-info__pending--main" />
        <span className="course-info__pending course-info__pending--collect" />
      </div>
    </div>
  );
}
