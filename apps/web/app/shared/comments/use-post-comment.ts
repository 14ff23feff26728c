import { Code, communityCalls } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { callApi } from '../api/client.ts';
import {
  dailyRefusal,
  markLimitReached,
  recordPost,
  type CommentTargetType,
  type PostKind,
} from './daily-counter.ts';

const EMPTY: Record<PostKind, string> = { comment: '评论不能为空', reply: '回复不能为空' };

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Posting a comment or a reply (000 §5, §8): empty text and the browser's daily counter are refused
 * before any request; the server's msg is shown when it refuses (it enforces the same rules). On success
 * '评论成功', the counter counts one, and the comment list of this target is fetched again.
 * Resolves true when the post was accepted.
 */
export function usePostComment(targetType: CommentTargetType, targetId: number) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const post = useCallback(
    async (kind: PostKind, text: string, commentId?: number): Promise<boolean> => {
      const content = text.trim();
      if (!content) {
        message.warning(EMPTY[kind]);
        return false;
      }
      const store = browserStorage();
      const refusal = store ? dailyRefusal(store, targetType, kind) : null;
      if (refusal) {
        message.warning(refusal);
        return false;
      }
      setPending(true);
      try {
        const answer =
          kind === 'comment'
            ? await callApi(communityCalls.commentCreate, {
                body: { content, target_id: targetId, target_type: targetType },
              })
            : await callApi(communityCalls.commentReply, { body: { content, comment_id: commentId ?? 0 } });
        if (answer.code !== Code.ok) {
          if (answer.code === Code.tooMany && store) markLimitReached(store, targetType, kind);
          if (answer.code !== Code.unauthenticated) message.error(answer.msg);
          return false;
        }
        if (store) recordPost(store, targetType);
        message.success(answer.msg || '评论成功');
        await queryClient.invalidateQueries({ queryKey: commentsKey(targetType, targetId) });
        return true;
      } finally {
        setPending(false);
      }
    },
    [message, queryClient, targetType, targetId],
  );

  return { post, pending };
}

/** The query-key prefix of one target's comment pages. */
export function commentsKey(targetType: CommentTargetType, targetId: number) {
  return ['comments', targetType, targetId] as const;
}
