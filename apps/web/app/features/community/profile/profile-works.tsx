import type { WorkItem, WorkKind } from '@app/contract/web';
import { Spin, Tabs } from 'antd';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import { WORK_TABS } from './profile-query.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';

interface ProfileWorksProps {
  kind: WorkKind;
  page: number;
  works: { data: WorkItem[]; per_page: number; total: number } | null;
  error: string | null;
  loading: boolean;
  onChange: (kind: WorkKind, page: number) => void;
}

/**
 * 教学课程 / 插件作品 / 素材作品 (000 §2.14): image and name, each opening its detail in a new tab,
 * paginated by the server's per_page.
 */
export function ProfileWorks({ kind, page, works, error, loading, onChange }: ProfileWorksProps) {
  const tab = WORK_TABS.find((entry) => entry.kind === kind) ?? WORK_TABS[0]!;
  const list = (
    <Spin spinning={loading}>
      {error ? (
        <EmptyState description={error} />
      ) : !works || works.data.length === 0 ? (
        <EmptyState description={`暂无${tab.label}`} />
      ) : (
        <ul className="profile-works">
          {works.data.map((item) => (
            <li key={item.id}>
              <a href={tab.href(item.id)} target="_blank" rel="noopener" className="profile-works__card">
                <FallbackImage
                  className="profile-works__image"
                  src={item.images}
                  alt={item.name}
                  loading="lazy"
                />
                <span className="profile-works__name">{item.name}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {works && (
        <ListPagination
          current={page}
          pageSize={works.per_page}
          total={works.total}
          onChange={(next) => onChange(kind, next)}
        />
      )}
    </Spin>
  );
  return (
    <Tabs
      className="profile-tabs"
      activeKey={kind}
      onChange={(next) => onChange(next as WorkKind, 1)}
      items={WORK_TABS.map((entry) => ({
        key: entry.kind,
        label: entry.label,
        children: entry.kind === kind ? list : null,
      }))}
    />
  );
}
