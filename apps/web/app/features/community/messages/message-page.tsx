import { communityCalls, PageSize, type ReplyMessage } from '@app/contract/web';
import { keepPreviousData } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../../shared/api/query.ts';
import { refreshMe } from '../../../shared/session/use-me.ts';
import '../community.css';
import { originalLink } from './original-link.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';

/**
 * 消息回复 (001 §2.12): replies to the member's comments and system notices (what staff did to their
 * submission, order or invoice; docs/spec-decisions.md "people are told"), newest first, 15 a page. A failed load shows the empty list.
 * Opening the first page marks the replies read on the server, so the stored user (wait_read, the
 * unread count) is refreshed once it has answered.
 */
export function MessagePage() {
  const [page, setPage] = useState(1);
  const query = useApiQuery(
    communityCalls.replies,
    { query: { limit: PageSize.replies, offset: page - 1 } },
    // A refusal shows the empty list at once (no retry), as an answer without replies would.
    { placeholderData: keepPreviousData, staleTime: 0, retry: false },
  );

  const refreshed = useRef(false);
  useEffect(() => {
    if (refreshed.current || query.isPending || page !== 1) return;
    refreshed.current = true;
    void refreshMe();
  }, [query.isPending, page]);

  const lists = query.data?.lists ?? [];
  return (
    <div className="message-page">
      <h2 className="message-page__title">消息回复</h2>
      <Spin spinning={query.isFetching}>
        {lists.length === 0 ? (
          <EmptyState description={query.isPending ? '加载中…' : '暂无消息'} />
        ) : (
          <ul className="message-list">
            {lists.map((item) =>
              item.kind === 'notice' ? (
                <NoticeItem key={`notice-${item.id}`} item={item} />
              ) : (
                <li key={`reply-${item.id}`} className="message-item">
                  <div className="message-item__row">
                    <span className="message-item__label">我的评论：</span>
                    <span className="message-item__text">{item.comment.content}</span>
                    <time className="message-item__time">{item.comment.created_at}</time>
                  </div>
                  <div className="message-item__row">
                    <span className="message-item__label">
                      <UnreadDot unread={item.unread} />
                      {item.user.name || '匿名'} 回复：
                    </span>
                    <span className="message-item__text">{item.content}</span>
                    <time className="message-item__time">{item.created_at}</time>
                  </div>
                  <Link className="message-item__link" to={originalLink(item.comment)}>
                    查看原链接
                  </Link>
                </li>
              ),
            )}
          </ul>
        )}
      </Spin>
      <ListPagination
        current={page}
        pageSize={PageSize.replies}
        total={query.data?.total ?? 0}
        onChange={setPage}
      />
    </div>
  );
}

function UnreadDot({ unread }: { unread: boolean }) {
  return unread ? <span className="message-item__unread" title="未读" aria-label="未读" /> : null;
}

/** A system notice: its title, the sentence and its time, and a link to what it is about. */
function NoticeItem({ item }: { item: ReplyMessage }) {
  return (
    <li className="message-item message-item--notice">
      <div className="message-item__row">
        <span className="message-item__label">
          <UnreadDot unread={item.unread} />
          {item.user.name}：
        </span>
        <span className="message-item__text">
          <strong>{item.comment.content}</strong> {item.content}
        </span>
        <time className="message-item__time">{item.created_at}</time>
      </div>
      {item.link && (
        <Link className="message-item__link" to={item.link}>
          查看详情
        </Link>
      )}
    </li>
  );
}
