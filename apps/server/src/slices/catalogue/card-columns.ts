import { sql } from 'drizzle-orm';
import { courses, goods, plugins } from './schema.ts';

/** Enough of the tag-free intro to make a 150-character card text after whitespace is collapsed. */
const INTRO_SOURCE_CHARS = 600;

const priceColumnsOf = (t: typeof courses | typeof plugins | typeof goods) => ({
  price: t.price,
  hasDiscount: t.hasDiscount,
  discountPrice: t.discountPrice,
  discountRate: t.discountRate,
});

/** The columns each card needs, selected by the lists, the home groups and the profile works. */
export const courseCardColumns = {
  id: courses.id,
  name: courses.name,
  images: courses.images,
  ...priceColumnsOf(courses),
  marketPrice: courses.marketPrice,
  num: courses.num,
  viewNum: courses.viewNum,
};

export const plugCardColumns = {
  id: plugins.id,
  name: plugins.name,
  images: plugins.images,
  introText: sql<string>`left(${plugins.introText}, ${sql.raw(String(INTRO_SOURCE_CHARS))})`,
  author: plugins.author,
  ...priceColumnsOf(plugins),
};

export const goodsCardColumns = {
  id: goods.id,
  cover: goods.cover,
  name: goods.name,
  ...priceColumnsOf(goods),
  salesNum: goods.salesNum,
};

interface PriceRowColumns {
  price: string;
  hasDiscount: boolean;
  discountPrice: string;
  discountRate: string;
}
export interface CourseCardRow extends PriceRowColumns {
  id: number;
  name: string;
  images: string;
  marketPrice: string;
  num: number;
  viewNum: number;
}
export interface PlugCardRow extends PriceRowColumns {
  id: number;
  name: string;
  images: string;
  introText: string;
  author: string;
}
export interface GoodsCardRow extends PriceRowColumns {
  id: number;
  cover: string;
  name: string;
  salesNum: number;
}
