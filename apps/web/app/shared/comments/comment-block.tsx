import { communityCalls, PageSize } from '@app/contract/web';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApiQuery } from '../api/query.ts';
import { loginRedirectHref, useHydrated } from '../session/guards.ts';
import { useMe } from '../session/use-me.ts';
import { CommentComposer } from './comment-composer.tsx';
import { CommentItem } from './comment-item.tsx';
import type { CommentTargetType } from './daily-counter.ts';
import { usePostComment } from './use-post-comment.ts';
import './comments.css';
import { EmptyState } from '../ui/empty-state.tsx';
import { ListPagination } from '../ui/list-pagination.tsx';

/** Without a page size the block shows everything: the API's largest page, paginated only beyond it. */
const SHOW_ALL_PAGE_SIZE = PageSize.allComments;

export interface CommentBlockProps {
  targetType: CommentTargetType;
  targetId: number;
  /** 15 on the material page (000 §9); omit to show all (course page). */
  pageSize?: number;
  /** Whether each comment offers the 回复 toggle. */
  allowReplies: boolean;
  title?: string;
}

/**
 * The comment block of the course page and the material page (000 §2.8, §5): the input for members or
 * '登录后可评论' for guests, then the comments newest first with their replies, paginated.
 */
export function CommentBlock({
  targetType,
  targetId,
  pageSize,
  allowReplies,
  title = '评论',
}: CommentBlockProps) {
  const hydrated = useHydrated();
  const { signedIn } = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const limit = pageSize ?? SHOW_ALL_PAGE_SIZE;
  const [page, setPage] = useState(1);
  const [openReplyId, setOpenReplyId] = useState<number | null>(null);
  const { post, pending } = usePostComment(targetType, targetId);
  const [now, setNow] = useState(() => Date.now());

  const query = useApiQuery(
    communityCalls.comments,
    { query: { target_id: targetId, target_type: targetType, limit, offset: page - 1 } },
    { placeholderData: keepPreviousData, enabled: hydrated },
  );
  const comments = query.data?.comments ?? [];
  const total = query.data?.total ?? 0;
  const loginHref = loginRedirectHref(location);

  return (
    <section className="comment-block" aria-label={title}>
      <h2 className="comment-block__title">
        {title}
        {total > 0 && <span className="comment-block__count">（{total}）</span>}
      </h2>
      {signedIn ? (
        <CommentComposer
          placeholder="写下你的评论…"
          submitLabel="发表"
          pending={pending}
          onSubmit={async (text) => {
            const accepted = await post('comment', text);
            if (accepted) {
              setPage(1);
              setNow(Date.now());
            }
            return accepted;
          }}
        />
      ) : (
        <div className="comment-block__guest">
          <span>登录后可评论</span>
          <Button type="primary" onClick={() => void navigate(loginHref)}>
            登录
          </Button>
        </div>
      )}
      {query.isError ? (
        <EmptyState description={query.error.message} />
      ) : !query.data ? (
        <div className="comment-block__loading">
          <Spin />
        </div>
      ) : comments.length === 0 ? (
        <EmptyState description="暂无评论，快来抢沙发吧" />
      ) : (
        <ul className="comment-block__list">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              now={now}
              allowReplies={allowReplies}
              replyOpen={openReplyId === comment.id}
              onToggleReply={() => {
                // Replying needs a member (000 §5): a guest goes to login and comes back.
                if (!signedIn) void navigate(loginHref);
                else setOpenReplyId(openReplyId === comment.id ? null : comment.id);
              }}
              replyPending={pending}
              onReply={async (text) => {
                const accepted = await post('reply', text, comment.id);
                if (accepted) {
                  setOpenReplyId(null);
                  setNow(Date.now());
                }
                return accepted;
              }}
            />
          ))}
        </ul>
      )}
      <ListPagination
        current={page}
        pageSize={limit}
        total={total}
        onChange={(next) => {
          setPage(next);
          setOpenReplyId(null);
        }}
      />
    </section>
  );
}
