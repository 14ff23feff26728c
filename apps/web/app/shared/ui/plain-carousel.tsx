import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import './plain-carousel.css';

/** A swipe shorter than this (px) is a tap, not a slide change. */
const SWIPE_PX = 40;

/**
 * Slides that advance every `autoplayMs`, with dots and swipe/drag, from plain elements (the home page runs
 * without antd). Autoplay pauses while the pointer or keyboard focus is inside; hidden slides are `inert`,
 * so neither Tab nor a screen reader reaches links nobody can see.
 */
export function PlainCarousel({
  children,
  autoplayMs,
  label,
  className = '',
}: {
  children: ReactNode;
  autoplayMs: number;
  label: string;
  className?: string;
}) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const dragged = useRef(false);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), autoplayMs);
    return () => window.clearInterval(timer);
  }, [paused, count, autoplayMs]);

  const go = (next: number) => setIndex((next + count) % count);

  return (
    <div
      className={`plain-carousel ${className}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={(event) => {
        swipeStart.current = event.clientX;
        dragged.current = false;
      }}
      onPointerUp={(event) => {
        if (swipeStart.current === null) return;
        const delta = event.clientX - swipeStart.current;
        swipeStart.current = null;
        if (Math.abs(delta) < SWIPE_PX) return;
        dragged.current = true;
        go(index + (delta < 0 ? 1 : -1));
      }}
      // A drag that changed the slide must not also open the link it started on.
      onClickCapture={(event) => {
        if (!dragged.current) return;
        event.preventDefault();
        event.stopPropagation();
        dragged.current = false;
      }}
    >
      <div className="plain-carousel__track" style={{ transform: `translateX(-${index * 100}%)` }}>
        {slides.map((slide, position) => (
          <div
            key={position}
            className="plain-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} / ${count}`}
            inert={position !== index}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="plain-carousel__dots">
          {slides.map((_, position) => (
            <button
              key={position}
              type="button"
              className={`plain-carousel__dot${position === index ? ' is-active' : ''}`}
              aria-label={`第 ${position + 1} 张`}
              aria-current={position === index}
              onClick={() => go(position)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
