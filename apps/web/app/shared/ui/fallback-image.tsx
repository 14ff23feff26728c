import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import './fallback-image.css';

type FallbackImageProps = ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string };

/**
 * An <img> that, when the file cannot be loaded, shows '加载失败' in its place (000 §8). An image that
 * already failed before hydration never fires onError for React, so the first effect checks it too.
 */
export function FallbackImage({ src, alt, className, ...rest }: FallbackImageProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    setFailed(false);
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && src) setFailed(true);
  }, [src]);
  if (failed || !src) {
    return (
      <span
        className={`fallback-image ${className ?? ''}`}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        加载失败
      </span>
    );
  }
  return (
    <img ref={ref} src={src} alt={alt} className={className} onError={() => setFailed(true)} {...rest} />
  );
}
