import { Button, Progress } from 'antd';
import { Link, useNavigate } from 'react-router';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import { clampProgress, continueHref } from './my-courses-rules.ts';
import { paths } from '../../../shared/paths.ts';

/** A 我的学习 / 我的收藏 entry (001 §3 User course entry). */
export interface CourseEntry {
  id: number;
  progress: number;
  last_task_id: number | null;
  course: { id: number; name: string; images_src: string };
}
/** A 我的素材 entry. */
export interface MaterialEntry {
  id: number;
  name: string;
  cover: string;
}
export type ListEntry = CourseEntry | MaterialEntry;

interface MyCourseCardProps {
  entry: CourseEntry;
  kind: 'learn' | 'collect';
  cancelling: boolean;
  onCancelCollect: () => void;
}

/**
 * One course of 我的学习 (image, name, progress %, 继续学习; the spec's '取消学习' does nothing, so it is
 * shown disabled) or of 我的收藏 (image, name, 取消收藏).
 */
export function MyCourseCard({ entry, kind, cancelling, onCancelCollect }: MyCourseCardProps) {
  const navigate = useNavigate();
  const href = continueHref(entry.course.id, entry.last_task_id);
  const progress = clampProgress(entry.progress);
  return (
    <li className="my-card">
      <Link to={href} className="my-card__cover">
        <FallbackImage src={entry.course.images_src} alt={entry.course.name} />
      </Link>
      <div className="my-card__body">
        <Link to={href} className="my-card__name">
          {entry.course.name}
        </Link>
        {kind === 'learn' && (
          <div className="my-card__progress">
            <Progress
              percent={progress}
              size="small"
              showInfo={false}
              aria-label={`${entry.course.name}学习进度`}
            />
            <span>已学 {progress}%</span>
          </div>
        )}
        <div className="my-card__actions">
          {kind === 'learn' ? (
            <>
              <Button type="primary" size="small" onClick={() => void navigate(href)}>
                继续学习
              </Button>
              <Button size="small" disabled title="已加入的课程暂不支持取消学习">
                取消学习
              </Button>
            </>
          ) : (
            <>
              <Button
                type="primary"
                size="small"
                onClick={() => void navigate(paths.course(entry.course.id))}
              >
                查看课程
              </Button>
              <Button size="small" loading={cancelling} onClick={onCancelCollect}>
                取消收藏
              </Button>
            </>
          )}
        </div>
      </div>
    </li>
  );
}

/** One material of 我的素材: cover, name and 查看详情 (→ /periphery/{id}). */
export function MyMaterialCard({ entry }: { entry: MaterialEntry }) {
  const navigate = useNavigate();
  const href = paths.goods(entry.id);
  return (
    <li className="my-card">
      <Link to={href} className="my-card__cover">
        <FallbackImage src={entry.cover} alt={entry.name} />
      </Link>
      <div className="my-card__body">
        <Link to={href} className="my-card__name">
          {entry.name}
        </Link>
        <div className="my-card__actions">
          <Button type="primary" size="small" onClick={() => void navigate(href)}>
            查看详情
          </Button>
        </div>
      </div>
    </li>
  );
}
