import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { useEffect, useRef } from 'react';
import { BACK_TO_TOP_AFTER, BACK_TO_TOP_STEP_MS, nextBackToTopStep } from './back-to-top-step.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_AFTER);
  const timer = useRef<number | null>(null);

  const stop = () => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
  };
  useEffect(() => stop, []);

  const start = () => {
    stop();
    // The user taking the wheel back ends the animation instead of fighting it.
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchstart', stop, { passive: true });
    timer.current = window.setInterval(() => {
      const next = nextBackToTopStep(window.scrollY);
      window.scrollTo(0, next);
      if (next === 0) stop();
    }, BACK_TO_TOP_STEP_MS);
  };

  return (
    <button
      type="button"
      className={`back-to-top${visible ? ' is-visible' : ''}`}
      onClick={start}
      aria-label="回到顶部"
      title="回到顶部"
      tabIndex={visible ? 0 : -1}
    >
      <VerticalAlignTopOutlined />
    </button>
  );
}
