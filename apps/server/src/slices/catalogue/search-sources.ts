import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  createPostgresSearchIndex,
  type PostgresSearchSource,
} from '../../platform/search/postgres-search-index.ts';
import type { TtlCache } from '../../platform/cache/ttl-cache.ts';
import type { SearchIndex, SearchResults, SearchType } from '../../platform/search/search-index.ts';
import { users } from '../../kernel/members/index.ts';
import { courses, goods, news, newsPublished, plugins, type TaggableType, taggings, tags } from './schema.ts';
import { publiclyVisible } from '../../kernel/visibility/index.ts';
import { firstParagraph, summaryOf } from './card-columns.ts';

/** Ids of `target` items whose tag names contain the pattern. */
const idsByTagName = (target: TaggableType) => (pattern: string) =>
  sql`select ${taggings.targetId} from ${taggings} where ${taggings.targetType} = ${target} and ${taggings.tagId} in (select ${tags.id} from ${tags} where ${tags.tag} ilike ${pattern})`;

/** Whether the `target` item with this id has a tag whose name contains the pattern. */
const hasTagNamed = (target: TaggableType, id: PgColumn) => (pattern: string) =>
  sql`exists (select 1 from ${taggings} where ${taggings.targetType} = ${target} and ${taggings.targetId} = ${id} and ${taggings.tagId} in (select ${tags.id} from ${tags} where ${tags.tag} ilike ${pattern}))`;

/** Ids of `target` items carrying the tag. */
const idsByTag = (target: TaggableType) => (tagId: number) =>
  sql`select ${taggings.targetId} from ${taggings} where ${taggings.tagId} = ${tagId} and ${taggings.targetType} = ${target}`;

/** A member is searchable once they are the author of at least one publicly visible item. */
function isPublishedAuthor(): SQL {
  const authored = (table: typeof courses | typeof plugins | typeof goods) =>
    sql`exists (select 1 from ${table} where ${and(eq(table.userId, users.id), publiclyVisible(table))})`;
  return sql`(${authored(courses)} or ${authored(plugins)} or ${authored(goods)})`;
}

const usersIntroText = sql`regexp_replace(${users.intro}, '<[^>]*>', ' ', 'g')`;

/** What a buyer pays now: the discount price while a discount runs (pricing.ts payableCents). */
const payable = (table: typeof courses | typeof plugins | typeof goods) =>
  sql`case when ${table.hasDiscount} then ${table.discountPrice} else ${table.price} end`;

/**
 * What each search type looks through (000 §2.12): names, tag-free intros, authors and tag names of
 * publicly visible courses, plugins and materials; title, description and tags of news; name and intro
 * of members who have published something (so ordinary members are never listed).
 */
export function catalogueSearchSources(): Record<SearchType, PostgresSearchSource> {
  return {
    course: {
      table: courses,
      id: courses.id,
      visible: publiclyVisible(courses),
      matchText: [courses.name, courses.introText, courses.author],
      grams: courses.grams,
      idsByTagName: idsByTagName('course'),
      hasTagNamed: hasTagNamed('course', courses.id),
      idsByTag: idsByTag('course'),
      name: courses.name,
      introText: courses.introText,
      summary: summaryOf(courses.explain, courses.intro, courses.introText),
      price: payable(courses),
      author: courses.author,
      learners: courses.num,
      images: courses.images,
      createdAt: courses.createdAt,
    },
    plug: {
      table: plugins,
      id: plugins.id,
      visible: publiclyVisible(plugins),
      matchText: [plugins.name, plugins.introText, plugins.author],
      grams: plugins.grams,
      idsByTagName: idsByTagName('plug'),
      hasTagNamed: hasTagNamed('plug', plugins.id),
      idsByTag: idsByTag('plug'),
      name: plugins.name,
      introText: plugins.introText,
      summary: summaryOf(plugins.explain, plugins.intro, plugins.introText),
      price: payable(plugins),
      author: plugins.author,
      learners: plugins.salesNum,
      images: plugins.images,
      createdAt: plugins.createdAt,
    },
    goods: {
      table: goods,
      id: goods.id,
      visible: publiclyVisible(goods),
      matchText: [goods.name, goods.descText, goods.author],
      grams: goods.grams,
      idsByTagName: idsByTagName('goods'),
      hasTagNamed: hasTagNamed('goods', goods.id),
      idsByTag: idsByTag('goods'),
      name: goods.name,
      introText: goods.descText,
      // Materials have no summary column: the description's first paragraph.
      summary: sql`coalesce(${firstParagraph(goods.desc)}, ${goods.descText})`,
      price: payable(goods),
      author: goods.author,
      learners: goods.salesNum,
      images: goods.cover,
      createdAt: goods.createdAt,
    },
    users: {
      table: users,
      id: users.id,
      visible: isPublishedAuthor(),
      matchText: [users.name, usersIntroText],
      name: users.name,
      introText: usersIntroText,
      images: users.avatar,
      createdAt: users.createdAt,
    },
    news: {
      table: news,
      id: news.id,
      visible: newsPublished,
      matchText: [news.title, news.description],
      grams: news.grams,
      idsByTagName: idsByTagName('news'),
      hasTagNamed: hasTagNamed('news', news.id),
      idsByTag: idsByTag('news'),
      name: news.title,
      introText: news.description,
      images: news.images,
      createdAt: news.createdAt,
    },
  };
}

/** The catalogue's search: PostgreSQL trigram search today; a search engine would plug in here. */
export function createCatalogueSearch(
  db: DbOrTx,
  options: { counts?: TtlCache<SearchResults['counts']> } = {},
): SearchIndex {
  return createPostgresSearchIndex(db, catalogueSearchSources(), options);
}
