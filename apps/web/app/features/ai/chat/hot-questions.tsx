import { aiChatCalls, HOT_QUESTION_PAGE_SIZE } from '@app/contract/web';
import { keepPreviousData } from '@tanstack/react-query';
import { SyncOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useApiQuery } from '../../../shared/api/query.ts';
import { hasNextBatch, nextHotPage } from './chat-rules.ts';

export interface HotBatch {
  list: { title: string }[];
  total: number;
}

/**
 * 热门提问 (002 §2): clickable titles that fill the question box; '换一批' when there are more than one batch,
 * wrapping back to the first (002 §4). The first batch comes with the page (server-rendered).
 */
export function HotQuestions({
  initial,
  onPick,
}: {
  initial: HotBatch | null;
  onPick: (title: string) => void;
}) {
  const [page, setPage] = useState(0);
  const body = { offset: page, limit: HOT_QUESTION_PAGE_SIZE };
  const batch = useApiQuery(
    aiChatCalls.hotQuestion,
    { body },
    { placeholderData: keepPreviousData, initialData: page === 0 && initial ? initial : undefined },
  );
  const data = batch.data ?? { list: [], total: 0 };
  return (
    <section className="ai-hot" aria-labelledby="ai-hot-title">
      <header className="ai-hot__head">
        <h2 id="ai-hot-title">热门提问</h2>
        {hasNextBatch(data.total, HOT_QUESTION_PAGE_SIZE) && (
          <button
            type="button"
            className="ai-hot__next"
            onClick={() => setPage(nextHotPage(page, HOT_QUESTION_PAGE_SIZE, data.total))}
          >
            <SyncOutlined spin={batch.isFetching} /> 换一批
          </button>
        )}
      </header>
      {batch.isError && !data.list.length ? (
        <p className="ai-muted">热门提问加载失败</p>
      ) : (
        <ol className="ai-hot__list">
          {data.list.map((question) => (
            <li key={question.title}>
              <button type="button" onClick={() => onPick(question.title)}>
                {question.title}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
