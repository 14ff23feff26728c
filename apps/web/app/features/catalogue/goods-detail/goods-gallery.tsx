import { Carousel } from 'antd';
import type { CarouselRef } from 'antd/es/carousel';
import { useRef, useState } from 'react';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';

/** The material's image carousel (000 §2.10) with thumbnails to jump to a picture. */
export function GoodsGallery({ images, name }: { images: string[]; name: string }) {
  const carousel = useRef<CarouselRef>(null);
  const [current, setCurrent] = useState(0);
  if (images.length === 0) {
    return (
      <div className="goods-gallery">
        <FallbackImage className="goods-gallery__image" src="" alt={name} />
      </div>
    );
  }
  return (
    <div className="goods-gallery">
      <Carousel
        ref={carousel}
        arrows={images.length > 1}
        dots={images.length > 1}
        afterChange={setCurrent}
        adaptiveHeight={false}
      >
        {images.map((src, index) => (
          <div key={src + index}>
            <FallbackImage className="goods-gallery__image" src={src} alt={`${name} 图${index + 1}`} />
          </div>
        ))}
      </Carousel>
      {images.length > 1 && (
        <div className="goods-gallery__thumbs" role="tablist" aria-label="图片">
          {images.map((src, index) => (
            <button
              key={src + index}
              type="button"
              role="tab"
              aria-selected={index === current}
              className={`goods-gallery__thumb${index === current ? ' is-active' : ''}`}
              onClick={() => carousel.current?.goTo(index)}
            >
              <FallbackImage src={src} alt={`${name} 缩略图${index + 1}`} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
