import { aiRenderCalls, isRenderPending, RenderLimits, type RenderHistoryItem } from '@app/contract/web';
import { Button } from 'antd';
import { useState } from 'react';
import { useApiQuery } from '../../../shared/api/query.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { qualityLabel } from './render-rules.ts';

function paidText(item: RenderHistoryItem): string {
  if (item.paid_with === 'vip') return 'VIP免费';
  if (item.paid_with === 'free') return '免费次数';
  if (item.paid_with === 'preview') return '预览免费';
  return `${item.cost}光子${item.refunded ? '（已退回）' : ''}`;
}

/**
 * 生成记录: the member's render jobs, newest first. A job outlives the page's polling and shows up here:
 * reopen it (a pending one is followed again), save the picture, or render it again with the same seed.
 */
export function RenderHistory({
  signedIn,
  onOpen,
  onRerun,
}: {
  signedIn: boolean;
  onOpen: (item: RenderHistoryItem) => void;
  onRerun: (item: RenderHistoryItem) => void;
}) {
  const [page, setPage] = useState(1);
  const history = useApiQuery(
    aiRenderCalls.history,
    { query: { offset: page - 1, limit: RenderLimits.historyPage } },
    { enabled: signedIn },
  );
  if (!signedIn) return null;
  const list = history.data?.list ?? [];
  return (
    <section className="rd-history" aria-label="生成记录">
      <h2>生成记录</h2>
      {history.isSuccess && list.length === 0 ? <EmptyState description="还没有生成记录" /> : null}
      <ul className="rd-history__list">
        {list.map((item) => (
          <li key={item.id} className={`rd-job is-${item.state}`} data-job={item.id}>
            <button
              type="button"
              className="rd-job__thumb"
              onClick={() => onOpen(item)}
              aria-label={`查看任务${item.id}`}
            >
              {item.url ? <img src={item.url} alt="" loading="lazy" /> : <span>{item.state_label}</span>}
            </button>
            <div className="rd-job__body">
              <p className="rd-job__meta">
                <b className="rd-job__state">{item.state_label}</b>
                {isRenderPending(item.state) && item.tasks > 0 ? <span>前方{item.tasks}个</span> : null}
                {item.preview ? <span className="rd-job__preview">预览渲染（非AI生成）</span> : null}
              </p>
              <p className="rd-job__prompt" title={item.promt}>
                {item.style} · {item.promt}
              </p>
              <p className="rd-job__sub">
                {item.time} · {qualityLabel(item.quality)} · {paidText(item)} · 种子 {item.seed}
              </p>
              {item.error && !isRenderPending(item.state) && item.state !== 'succeeded' ? (
                <p className="rd-job__error">{item.error}</p>
              ) : null}
              <div className="rd-job__actions">
                {item.download ? (
                  <Button size="small" href={item.download} download>
                    保存原图
                  </Button>
                ) : null}
                <Button size="small" onClick={() => onRerun(item)}>
                  再次生成
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {history.data && history.data.total > RenderLimits.historyPage ? (
        <ListPagination
          current={page}
          pageSize={RenderLimits.historyPage}
          total={history.data.total}
          onChange={setPage}
        />
      ) : null}
    </section>
  );
}
