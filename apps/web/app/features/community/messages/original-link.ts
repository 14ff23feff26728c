import type { ReplyMessage } from '@app/contract/web';
import { paths } from '../../../shared/paths.ts';

/** 查看原链接 (001 §2.12): a course comment ('task') → the course page, a material comment → its page. */
export function originalLink(comment: ReplyMessage['comment']): string {
  return comment.target_type === 'task' ? paths.course(comment.target_id) : paths.goods(comment.target_id);
}
