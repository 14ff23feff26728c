import { UserOutlined } from '@ant-design/icons';
import { type Comment, relativeChinaTime } from '@app/contract/web';
import { Avatar } from 'antd';
import { CommentComposer } from './comment-composer.tsx';

const ANONYMOUS = '匿名';

interface CommentItemProps {
  comment: Comment;
  /** Render time for the relative times (one value per list so that they agree). */
  now: number;
  allowReplies: boolean;
  replyOpen: boolean;
  onToggleReply: () => void;
  onReply: (text: string) => Promise<boolean>;
  replyPending: boolean;
}

/**
 * One comment (000 §2.8): avatar, name ('匿名' when missing), content, relative time, the 回复 toggle and
 * the nested replies '{name} 回复 {name}：{content}'. Content is plain text and rendered as text (React
 * escapes it), with line breaks kept by CSS — never as HTML.
 */
export function CommentItem(props: CommentItemProps) {
  const { comment, now, allowReplies, replyOpen } = props;
  const name = comment.user.name || ANONYMOUS;
  return (
    <li className="comment-item">
      <Avatar
        className="comment-item__avatar"
        size={40}
        src={comment.user.avatar || undefined}
        icon={<UserOutlined />}
        alt={name}
      />
      <div className="comment-item__main">
        <div className="comment-item__head">
          <span className="comment-item__name">{name}</span>
          <time className="comment-item__time" dateTime={comment.created_at} title={comment.created_at}>
            {relativeChinaTime(comment.created_at, now)}
          </time>
        </div>
        <p className="comment-item__content">{comment.content}</p>
        {allowReplies && (
          <button
            type="button"
            className="comment-item__reply-toggle"
            aria-expanded={replyOpen}
            onClick={props.onToggleReply}
          >
            {replyOpen ? '收起回复' : '回复'}
          </button>
        )}
        {replyOpen && (
          <CommentComposer
            placeholder={`回复 ${name}`}
            submitLabel="回复"
            pending={props.replyPending}
            onSubmit={props.onReply}
            autoFocus
            rows={2}
          />
        )}
        {comment.reply.length > 0 && (
          <ul className="comment-item__replies">
            {comment.reply.map((reply) => (
              <li key={reply.id} className="comment-reply">
                <span className="comment-reply__text">
                  <span className="comment-reply__name">{reply.user.name || ANONYMOUS}</span>
                  {' 回复 '}
                  <span className="comment-reply__name">{reply.reply_user.name || ANONYMOUS}</span>
                  {'：'}
                  {reply.content}
                </span>
                <time className="comment-item__time" dateTime={reply.created_at} title={reply.created_at}>
                  {relativeChinaTime(reply.created_at, now)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
