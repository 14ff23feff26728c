import { Button, Image } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import '../../../shared/ui/rich-text.css';

/** Collapsed height of the intro; longer intros get the 'more' toggle. */
const COLLAPSED_PX = 320;

/**
 * The plugin intro (sanitised HTML from the server) with a 'more' toggle (000 §2.9). The whole text is in
 * the server-rendered HTML; CSS clamps it, and the toggle shows only when it overflows.
 */
export function PlugIntro({ html }: { html: string }) {
  const body = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    const element = body.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > COLLAPSED_PX + 24);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [html]);
  if (!html.trim()) return <p className="plug-section__empty">暂无插件介绍</p>;
  const clamped = overflows && !expanded;
  return (
    <div className={`plug-intro${clamped ? ' is-clamped' : ''}`}>
      <div
        ref={body}
        className="rich-text plug-intro__body"
        style={clamped ? { maxHeight: COLLAPSED_PX } : undefined}
        // Sanitised with an allowlist when it was written (server); safe to render.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {overflows && (
        <Button
          type="link"
          className="plug-intro__toggle"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? '收起' : '查看更多'}
        </Button>
      )}
    </div>
  );
}

/** Shown when a plugin has no usage-intro image (000 §2.9 "a default image"). */
const DEFAULT_USAGE_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">' +
      '<rect width="800" height="450" fill="#eef2f8"/>' +
      '<rect x="330" y="150" width="140" height="100" rx="10" fill="none" stroke="#a9b4c4" stroke-width="6"/>' +
      '<circle cx="365" cy="185" r="12" fill="#a9b4c4"/><path d="M340 240l40-40 30 25 25-20 25 35z" fill="#a9b4c4"/>' +
      '<text x="400" y="300" font-size="26" text-anchor="middle" fill="#8a95a6" font-family="sans-serif">暂无使用介绍图</text>' +
      '</svg>',
  );

/**
 * The usage-intro image: the first picture, opening all of them in a full-screen carousel (antd preview
 * group: arrows, zoom, Esc to close). Without pictures a default image is shown.
 */
export function PlugUsageImages({ images, name }: { images: string[]; name: string }) {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(0);
  if (images.length === 0) {
    return <img className="plug-usage__image" src={DEFAULT_USAGE_IMAGE} alt="暂无使用介绍图" />;
  }
  return (
    <div className="plug-usage">
      <button
        type="button"
        className="plug-usage__open"
        onClick={() => {
          setCurrent(0);
          setOpen(true);
        }}
      >
        <FallbackImage className="plug-usage__image" src={images[0]!} alt={`${name} 使用介绍`} />
        <span className="plug-usage__hint">
          {images.length > 1 ? `共 ${images.length} 张，点击全屏查看` : '点击全屏查看'}
        </span>
      </button>
      <Image.PreviewGroup
        items={images}
        preview={{
          open,
          current,
          onChange: (index) => setCurrent(index),
          onOpenChange: (value) => setOpen(value),
        }}
      />
    </div>
  );
}
