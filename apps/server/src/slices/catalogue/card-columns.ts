import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { courses, goods, plugins } from './schema.ts';

/** The first paragraph of an HTML text, or null (the excerpt when an item has no summary of its own). */
export const firstParagraph = (html: PgColumn) =>
  sql<string | null>`substring(${html} from '<p[^>]*?>(.*?)</p>')`;

/**
 * A card's or search hit's excerpt (docs/spec-decisions.md "catalogue text, phones, honest AI"): the item's summary (explain) when it has one, else its
 * intro's first paragraph, else the intro's text — never the whole intro with its headings run together.
 */
export const summaryOf = (explain: PgColumn, intro: PgColumn, introText: PgColumn) =>
  sql<string>`coalesce(nullif(btrim(${explain}), ''), ${firstParagraph(intro)}, ${introText})`;

/** Enough of the excerpt to make a 150-character card text after tags go and whitespace is collapsed. */
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
  introText: sql<string>`left(${summaryOf(plugins.explain, plugins.intro, plugins.introText)}, ${sql.raw(String(INTRO_SOURCE_CHARS))})`,
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
