import { type CourseCard, formatPhotons, priceView, type PriceView } from '@app/contract/web';

/** What a course card's price area shows (000 §4 "course card display"). */
export type CoursePriceView =
  | { joined: true }
  | {
      joined: false;
      price: PriceView;
      /** struck market price when it differs from the price */ market: string | null;
    };

/**
 * purchase 1 → '已加入'; otherwise the price (with discount and 'N折') or '免费', plus the market price
 * when it differs from the price.
 */
export function coursePriceView(
  course: Pick<
    CourseCard,
    'price' | 'has_discount' | 'discount_price' | 'discount_rate' | 'market_price' | 'purchase'
  >,
): CoursePriceView {
  if (course.purchase === 1) return { joined: true };
  const differs = course.market_price > 0 && Math.abs(course.market_price - course.price) >= 0.005;
  return {
    joined: false,
    price: priceView(course),
    market: differs ? formatPhotons(course.market_price) : null,
  };
}
