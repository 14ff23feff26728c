import { CHAT_TYPING_MS } from '@app/contract/web';
import { useEffect, useRef, useState } from 'react';
import { htmlTextLength, typedHtml } from './chat-rules.ts';
import type { LiveAnswer } from './use-chat.ts';

/**
 * Types the answer out as it streams in (002 §2, §9: 5 ms per character), keeping its markup: each frame shows
 * as many more characters as the time since the last frame allows. When the stream has ended and everything
 * is shown, `onTyped` hands the answer to the conversation.
 */
export function TypedAnswer({ answer, onTyped }: { answer: LiveAnswer; onTyped: () => void }) {
  const [shown, setShown] = useState(0);
  const total = htmlTextLength(answer.html);
  const state = useRef({ total, complete: answer.complete, onTyped });
  state.current = { total, complete: answer.complete, onTyped };

  useEffect(() => {
    let frame = 0;
    let last = performance.now();
    let count = 0;
    const step = (now: number) => {
      count = Math.min(state.current.total, count + Math.max(1, Math.floor((now - last) / CHAT_TYPING_MS)));
      last = now;
      setShown(count);
      if (state.current.complete && count >= state.current.total) state.current.onTyped();
      else frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, []);

  // Nothing typed yet: the answer is on its way.
  if (!answer.html) return <span className="ai-chat__thinking">正在回答…</span>;
  return (
    <div className="ai-chat__html" dangerouslySetInnerHTML={{ __html: typedHtml(answer.html, shown) }} />
  );
}
