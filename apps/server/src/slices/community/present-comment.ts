import { communityMessages, type Comment, type CommentReplyItem, formatChinaDateTime } from '@app/contract';
import type { CommentTargetType } from './schema.ts';

/** A left-joined users row: null when the member no longer exists. */
export type AuthorColumns = { id: number; name: string; avatar: string } | null;

export interface CommentRow {
  id: number;
  content: string;
  createdAt: Date;
  targetId: number;
  targetType: CommentTargetType;
  author: AuthorColumns;
}

export interface ReplyRow {
  id: number;
  commentId: number;
  content: string;
  createdAt: Date;
  author: AuthorColumns;
}

/** A commenter as shown; a member who no longer exists is '匿名' (000 §2.8). */
export function presentCommentUser(author: AuthorColumns): Comment['user'] {
  if (author === null) return { id: null, name: communityMessages.anonymous, avatar: '' };
  return { id: author.id, name: author.name, avatar: author.avatar };
}

/** A reply; its addressee (reply_user) is always the author of the comment it answers. */
export function presentReply(reply: ReplyRow, commentAuthor: AuthorColumns): CommentReplyItem {
  const addressee = presentCommentUser(commentAuthor);
  return {
    id: reply.id,
    user: presentCommentUser(reply.author),
    reply_user: { id: addressee.id, name: addressee.name },
    content: reply.content,
    created_at: formatChinaDateTime(reply.createdAt),
  };
}

export function presentComment(comment: CommentRow, replies: ReplyRow[]): Comment {
  return {
    id: comment.id,
    content: comment.content,
    created_at: formatChinaDateTime(comment.createdAt),
    target_id: comment.targetId,
    target_type: comment.targetType,
    user: presentCommentUser(comment.author),
    reply: replies.map((reply) => presentReply(reply, comment.author)),
  };
}
