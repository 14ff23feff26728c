import { Code, communityCalls } from '@app/contract/web';
import { App } from 'antd';
import { useCallback } from 'react';
import { apiKeyFilter } from '../api/query.ts';
import { useApiMutation } from '../api/use-api-mutation.ts';
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
  const store = browserStorage();
  // The server's daily limit (4029) also marks the browser's counter, then is shown like any refusal.
  const markLimit = (answer: { code: number }, kind: PostKind) => {
    if (answer.code === Code.tooMany && store) markLimitReached(store, targetType, kind);
    return false;
  };
  const invalidates = [commentsKey(targetType, targetId)];
  const comment = useApiMutation(communityCalls.commentCreate, {
    success: '评论成功',
    invalidates,
    handle: (answer) => markLimit(answer, 'comment'),
  });
  const reply = useApiMutation(communityCalls.commentReply, {
    success: '评论成功',
    invalidates,
    handle: (answer) => markLimit(answer, 'reply'),
  });

  const post = useCallback(
    async (kind: PostKind, text: string, commentId?: number): Promise<boolean> => {
      const content = text.trim();
      if (!content) {
        message.warning(EMPTY[kind]);
        return false;
      }
      const refusal = store ? dailyRefusal(store, targetType, kind) : null;
      if (refusal) {
        message.warning(refusal);
        return false;
      }
      const result =
        kind === 'comment'
          ? await comment.run({ body: { content, target_id: targetId, target_type: targetType } })
          : await reply.run({ body: { content, comment_id: commentId ?? 0 } });
      if (result.ok && store) recordPost(store, targetType);
      return result.ok;
    },
    [message, store, targetType, comment, reply],
  );

  return { post, pending: comment.pending || reply.pending };
}

/** The query-key filter of one target's comment pages (every page, size and session). */
export function commentsKey(targetType: CommentTargetType, targetId: number) {
  return apiKeyFilter(communityCalls.comments, { query: { target_id: targetId, target_type: targetType } });
}
