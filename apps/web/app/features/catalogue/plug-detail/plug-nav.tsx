import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useCallback, useRef, type TouchEvent } from 'react';
import { useNavigate } from 'react-router';
import { neighbourTarget, swipeDirection } from './plug-rules.ts';
import { paths } from '../../../shared/paths.ts';

const LAST_ONE = '已经是最后一条啦！';

/** Prev/next navigation between plugins (000 §2.9): arrows, and a 150 px swipe on touch screens. */
export function usePlugNavigation(currentId: number, prevId: number | null, nextId: number | null) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const go = useCallback(
    (direction: 'prev' | 'next') => {
      const target = neighbourTarget(currentId, direction === 'prev' ? prevId : nextId);
      if (target === null) message.info(LAST_ONE);
      else void navigate(paths.plug(target));
    },
    [currentId, prevId, nextId, message, navigate],
  );

  const start = useRef<{ x: number; y: number } | null>(null);
  const swipeHandlers = {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      // Gestures inside dialogs and the image preview (portals bubble here in React) are not page swipes.
      const inOverlay = (event.target as Element).closest?.(
        '.ant-modal-root, .ant-image-preview-root, .ant-image-preview',
      );
      start.current =
        touch && !inOverlay && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const direction = swipeDirection(touch.clientX - from.x, touch.clientY - from.y);
      if (direction) go(direction);
    },
  };
  return { go, swipeHandlers };
}

/** The two arrows at the sides of the page. */
export function PlugNavArrows({ go }: { go: (direction: 'prev' | 'next') => void }) {
  return (
    <>
      <button
        type="button"
        className="plug-nav plug-nav--prev"
        aria-label="上一个插件"
        title="上一个"
        onClick={() => go('prev')}
      >
        <LeftOutlined />
      </button>
      <button
        type="button"
        className="plug-nav plug-nav--next"
        aria-label="下一个插件"
        title="下一个"
        onClick={() => go('next')}
      >
        <RightOutlined />
      </button>
    </>
  );
}
