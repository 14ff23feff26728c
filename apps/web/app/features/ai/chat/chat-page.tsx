import { SendOutlined } from '@ant-design/icons';
import { aiCalls, CHAT_PROMPT_MAX } from '@app/contract/web';
import { App, Button, Input } from 'antd';
import type { GetRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useApiQuery } from '../../../shared/api/query.ts';
import { paths } from '../../../shared/paths.ts';
import { useMe } from '../../../shared/session/use-me.ts';
import '../ai-pages.css';
import { ChatBubble } from './chat-bubble.tsx';
import { canSend, confirmText, PRICE_HINT, showPriceHint } from './chat-rules.ts';
import './chat.css';
import { HotQuestions, type HotBatch } from './hot-questions.tsx';
import { TypedAnswer } from './typed-answer.tsx';
import { useChat } from './use-chat.ts';

/**
 * AI问答 (002 §2 /ai/chat): hot questions that fill the box, the conversation (questions and typed-out
 * answers, each with a copy button, '清空问答记录' clears it in this browser only) and the question box with
 * the free count, the price hint and the maintenance note. A non-VIP confirms every question first (a free
 * use, or the price); a VIP sends at once.
 */
export function ChatPage({ hot }: { hot: HotBatch | null }) {
  const { signedIn, me } = useMe();
  const status = useApiQuery(aiCalls.vipStatus, {}, { enabled: signedIn });
  const chat = useChat(signedIn && me ? me.id : null);
  const [draft, setDraft] = useState('');
  const box = useRef<GetRef<typeof Input.TextArea>>(null);
  const log = useRef<HTMLDivElement>(null);
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const isVip = status.data?.is_vip ?? false;
  const freeChat = status.data?.free_chat ?? 0;

  // Keep the newest bubble in view while the answer is typed out.
  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  });

  function pick(title: string) {
    setDraft(title);
    box.current?.focus();
  }

  function send() {
    const prompt = draft.trim();
    if (!canSend(prompt, chat.busy)) return;
    if (!signedIn) {
      void message.warning('请先登录');
      navigate(paths.login({ redirect: paths.aiChat() }));
      return;
    }
    if (!status.data) return;
    const go = () => {
      setDraft('');
      void chat.ask(prompt);
    };
    if (status.data.is_vip) return go();
    modal.confirm({
      title: (
        <span className="ai-chat__confirm-title">
          温馨提示 <Link to={paths.aiVip()}>开通会员</Link>
        </span>
      ),
      content: confirmText(status.data.free_chat),
      okText: '确定',
      cancelText: '取消',
      onOk: go,
    });
  }

  const empty = chat.messages.length === 0 && !chat.live && !chat.sending;
  return (
    <div className="ai-page ai-chat">
      <div className="ai-chat__main">
        <header className="ai-chat__head">
          <h1 className="ai-page__title">AI问答</h1>
          <Button size="small" onClick={chat.clear} disabled={chat.busy || chat.messages.length === 0}>
            清空问答记录
          </Button>
        </header>
        <div className="ai-chat__log" ref={log} aria-live="polite">
          {empty && (
            <p className="ai-chat__welcome">
              你好！可以问我课程、插件、光子、VIP 与 AI 渲染的问题，也可以点一个热门提问。
            </p>
          )}
          {chat.messages.map((m) => (
            <ChatBubble key={m.id} isQuestion={m.isQuestion} user={me} failed={m.failed}>
              {m.isQuestion ? (
                m.text
              ) : (
                <div className="ai-chat__html" dangerouslySetInnerHTML={{ __html: m.text }} />
              )}
            </ChatBubble>
          ))}
          {(chat.sending || chat.live) && (
            <ChatBubble isQuestion={false} user={me} failed={chat.live?.failed} copyable={false}>
              {chat.live ? (
                <TypedAnswer answer={chat.live} onTyped={chat.typed} />
              ) : (
                <span className="ai-chat__thinking">正在发送…</span>
              )}
            </ChatBubble>
          )}
        </div>
        <footer className="ai-chat__foot">
          <div className="ai-chat__ask">
            <Input.TextArea
              ref={box}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onPressEnter={(e) => {
                if (e.shiftKey || e.nativeEvent.isComposing) return;
                e.preventDefault();
                send();
              }}
              placeholder="请输入你的问题..."
              disabled={chat.busy}
              maxLength={CHAT_PROMPT_MAX}
              autoSize={{ minRows: 2, maxRows: 6 }}
              aria-label="你的问题"
            />
            <Button
              type="primary"
              className="ai-chat__send"
              icon={<SendOutlined />}
              onClick={send}
              loading={chat.busy}
              disabled={!canSend(draft, chat.busy) || (signedIn && !status.data)}
            >
              发送
            </Button>
          </div>
          <p className="ai-chat__notes">
            {signedIn && status.data && !isVip && (
              <span data-testid="ai-free-chat">免费次数：{freeChat} 次</span>
            )}
            {signedIn && status.data && showPriceHint({ isVip, freeChat, draft }) && (
              <span className="ai-chat__price">{PRICE_HINT}</span>
            )}
            <span className="ai-muted">每周二维护</span>
          </p>
        </footer>
      </div>
      <aside className="ai-chat__side">
        <HotQuestions initial={hot} onPick={pick} />
      </aside>
    </div>
  );
}
