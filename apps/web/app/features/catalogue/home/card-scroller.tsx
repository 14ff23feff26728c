import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The home sections' carousel: a horizontal row of cards that snaps card by card — swipe on phones,
 * arrows on desktop (each arrow moves one screenful). Server-rendered with every card in the HTML.
 */
export function CardScroller({ label, children }: { label: string; children: ReactNode }) {
  const track = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const start = el.scrollLeft <= 2;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 2;
    // Unchanged edges keep the same state: no re-render for every scroll event and resize observed.
    setEdges((edges) => (edges.start === start && edges.end === end ? edges : { start, end }));
  }, []);
  useEffect(() => {
    measure();
    // Tabs keep hidden groups at display:none (zero size): measure again when a group is shown or resized.
    const el = track.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);
  const move = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth, behavior: 'smooth' });
  };
  return (
    <div className="card-scroller">
      <div ref={track} className="card-scroller__track" onScroll={measure} role="list" aria-label={label}>
        {children}
      </div>
      {!edges.start && (
        <button
          type="button"
          className="card-scroller__arrow card-scroller__arrow--prev"
          onClick={() => move(-1)}
          aria-label="上一组"
        >
          <LeftOutlined />
        </button>
      )}
      {!edges.end && (
        <button
          type="button"
          className="card-scroller__arrow card-scroller__arrow--next"
          onClick={() => move(1)}
          aria-label="下一组"
        >
          <RightOutlined />
        </button>
      )}
    </div>
  );
}
