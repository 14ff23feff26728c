import { Carousel as AntCarousel, type CarouselProps } from 'antd';
import { useEffect, useRef } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
/** Marks the elements this wrapper took out of the tab order, so it gives back only those. */
const TAKEN = 'data-carousel-untabbable';

/**
 * antd's Carousel (react-slick) marks off-screen and cloned slides aria-hidden but leaves their links
 * focusable, so keyboard users tab into slides they cannot see and screen readers meet focusable content
 * they were told to ignore (axe "aria-hidden-focus"). This wrapper keeps every hidden slide's focusable
 * elements out of the tab order, following the slides as they change.
 */
export function Carousel(props: CarouselProps) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const sync = () => {
      for (const slide of element.querySelectorAll('.slick-slide')) {
        const hidden = slide.getAttribute('aria-hidden') === 'true';
        for (const target of slide.querySelectorAll(FOCUSABLE)) {
          if (hidden && target.getAttribute('tabindex') !== '-1') {
            target.setAttribute('tabindex', '-1');
            target.setAttribute(TAKEN, '');
          } else if (!hidden && target.hasAttribute(TAKEN)) {
            target.removeAttribute('tabindex');
            target.removeAttribute(TAKEN);
          }
        }
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(element, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={root}>
      <AntCarousel {...props} />
    </div>
  );
}
