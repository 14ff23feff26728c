import { CopyOutlined, RobotOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useRef, type ReactNode } from 'react';
import { UserAvatar } from '../../../shared/layout/header-account.tsx';
import type { StoredUser } from '../../../shared/session/session-store.ts';

/** 002 §8: what the copy button says. */
export const COPIED = '文本已复制到剪贴板！';
export const COPY_FAILED = '无法复制文本: 请手动选择要复制的文字';

/**
 * One bubble (002 §2): a question with the member's avatar (or the default one), or an answer with the
 * assistant's mark; every bubble has a copy button that copies its text as shown.
 */
export function ChatBubble({
  isQuestion,
  user,
  failed,
  copyable = true,
  children,
}: {
  isQuestion: boolean;
  user: StoredUser | null;
  failed?: boolean;
  /** false while the answer is still arriving: it gets its copy button when it joins the conversation. */
  copyable?: boolean;
  children: ReactNode;
}) {
  const body = useRef<HTMLDivElement>(null);
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(body.current?.innerText.trim() ?? '');
      void message.success(COPIED);
    } catch {
      void message.error(COPY_FAILED);
    }
  };
  return (
    <div className={`ai-bubble ${isQuestion ? 'is-question' : 'is-answer'}${failed ? ' is-failed' : ''}`}>
      <span className="ai-bubble__avatar">
        {isQuestion ? (
          <UserAvatar user={user} size={36} />
        ) : (
          <span className="ai-bubble__bot" aria-hidden>
            <RobotOutlined />
          </span>
        )}
      </span>
      <div className="ai-bubble__body">
        <div ref={body} className="ai-bubble__text">
          {children}
        </div>
        {copyable && (
          <Button
            type="text"
            size="small"
            className="ai-bubble__copy"
            icon={<CopyOutlined />}
            onClick={() => void copy()}
            aria-label={isQuestion ? '复制问题' : '复制回答'}
          >
            复制
          </Button>
        )}
      </div>
    </div>
  );
}
