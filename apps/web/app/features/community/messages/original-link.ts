import type { ReplyMessage } from '@app/contract';

/** 查看原链接 (001 §2.12): a course comment ('task') → the course page, a material comment → its page. */
export function originalLink(comment: ReplyMessage['comment']): string {
  return comment.target_type === 'task'
    ? `/coursepage/${comment.target_id}`
    : `/periphery/${comment.target_id}`;
}
