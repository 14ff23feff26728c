import { Empty } from 'antd';
import type { ReactNode } from 'react';

/** A list with nothing to show: the spec's wording (e.g. '暂无新闻') on a white panel. */
export function EmptyState({ description, children }: { description: string; children?: ReactNode }) {
  return (
    <div className="empty-state" style={{ padding: '48px 16px', background: '#fff', borderRadius: 12 }}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description}>
        {children}
      </Empty>
    </div>
  );
}
