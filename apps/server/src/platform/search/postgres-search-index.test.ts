import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { createPostgresSearchIndex, type PostgresSearchSource } from './postgres-search-index.ts';
import { SEARCH_TYPES, type SearchQuery, type SearchType } from './search-index.ts';
import { splitSearchTerms } from './search-terms.ts';

/** A table of this test only, so the engine is tested apart from the catalogue's sources. */
const items = pgTable('search_test_items', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  body: text('body').notNull(),
  hidden: integer('hidden').notNull().default(0),
  grams: text('grams').array(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
const itemTags = pgTable('search_test_tags', {
  itemId: integer('item_id').notNull(),
  tagId: integer('tag_id').notNull(),
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.ctx.db.execute(
    sql`create table search_test_items (id serial primary key, name text not null, body text not null, hidden integer not null default 0, created_at timestamptz not null, grams text[] generated always as (search_grams(name || ' ' || body)) stored)`,
  );
  await t.ctx.db.execute(
    sql`create index search_test_items_name_trgm on search_test_items using gin (name gin_trgm_ops)`,
  );
  await t.ctx.db.execute(sql`create index search_test_items_grams on search_test_items using gin (grams)`);
  await t.ctx.db.execute(
    sql`create table search_test_tags (item_id integer not null, tag_id integer not null)`,
  );
  const day = (n: number) => new Date(Date.UTC(2025, 0, n));
  await t.ctx.db.insert(items).values([
    { name: '参数化幕墙设计', body: '入门课程', createdAt: day(1) },
    { name: '幕墙节点', body: '参数化 深化', createdAt: day(2) },
    { name: 'Rhino 建模', body: '参数化曲面与幕墙', createdAt: day(3) },
    { name: '隐藏的参数化幕墙', body: '', hidden: 1, createdAt: day(4) },
    { name: '折扣 100% 起', body: 'a_b 下划线', createdAt: day(5) },
    { name: '100 件套', body: 'axb', createdAt: day(6) },
  ]);
  const ids = (await t.ctx.db.select({ id: items.id, name: items.name }).from(items)).reduce(
    (m, r) => m.set(r.name, r.id),
    new Map<string, number>(),
  );
  await t.ctx.db.insert(itemTags).values([
    { itemId: ids.get('幕墙节点')!, tagId: 7 },
    { itemId: ids.get('Rhino 建模')!, tagId: 7 },
    { itemId: ids.get('隐藏的参数化幕墙')!, tagId: 7 },
  ]);
}, 120_000);
afterAll(() => t.close());

const source: PostgresSearchSource = {
  table: items,
  id: items.id,
  visible: sql`${items.hidden} = 0`,
  matchText: [items.name, items.body],
  idsByTagName: () => sql`select -1`,
  idsByTag: (tagId) => sql`select ${itemTags.itemId} from ${itemTags} where ${itemTags.tagId} = ${tagId}`,
  name: items.name,
  introText: items.body,
  images: sql`''`,
  createdAt: items.createdAt,
};
const untagged: PostgresSearchSource = { ...source, idsByTag: undefined, idsByTagName: undefined };

function search(
  keywords: string,
  options: Partial<SearchQuery> = {},
  main: PostgresSearchSource = source,
  countCap?: number,
) {
  const sources = Object.fromEntries(
    SEARCH_TYPES.map((type) => [type, type === 'users' ? untagged : main]),
  ) as Record<SearchType, PostgresSearchSource>;
  return createPostgresSearchIndex(t.ctx.db, sources, { countCap }).search({
    terms: splitSearchTerms(keywords),
    tagId: null,
    type: 'course',
    limit: 10,
    page: 0,
    ...options,
  });
}
const names = async (keywords: string, options: Partial<SearchQuery> = {}) =>
  (await search(keywords, options)).hits.map((h) => h.name);

describe('PostgreSQL search index', () => {
  it('runs with pg_trgm installed, and the trigram index can answer ILIKE', async () => {
    const ext = await t.ctx.db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(((ext as { rows?: unknown[] }).rows ?? (ext as unknown as unknown[])).length).toBe(1);
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await tx.execute(
        sql`explain select id from search_test_items where name ilike '%参数化幕墙%'`,
      );
      const text = JSON.stringify((plan as { rows?: unknown[] }).rows ?? plan);
      expect(text).toContain('search_test_items_name_trgm');
    });
  });

  it('finds Chinese terms in any text, every term required, visible rows only', async () => {
    expect(new Set(await names('幕墙'))).toEqual(new Set(['参数化幕墙设计', '幕墙节点', 'Rhino 建模']));
    expect(new Set(await names('参数化　幕墙'))).toEqual(
      new Set(['参数化幕墙设计', '幕墙节点', 'Rhino 建模']),
    );
    expect(await names('幕墙 入门')).toEqual(['参数化幕墙设计']);
    expect(await names('幕墙 不存在的词')).toEqual([]);
  });

  it('puts hits with more terms in the name first, then the newest', async () => {
    // Both terms in the name, then one ('幕墙节点'), then none; '参数化' alone: the name hit, then newest.
    expect(await names('参数化 幕墙')).toEqual(['参数化幕墙设计', '幕墙节点', 'Rhino 建模']);
    expect(await names('参数化')).toEqual(['参数化幕墙设计', 'Rhino 建模', '幕墙节点']);
  });

  it('matches % and _ literally', async () => {
    expect(await names('100%')).toEqual(['折扣 100% 起']);
    expect(await names('a_b')).toEqual(['折扣 100% 起']);
    expect(await names('%')).toEqual(['折扣 100% 起']);
  });

  it('filters by tag, alone or with keywords; untagged types match nothing then', async () => {
    const tagged = await search('', { tagId: 7 });
    expect(new Set(tagged.hits.map((h) => h.name))).toEqual(new Set(['幕墙节点', 'Rhino 建模']));
    expect(tagged.counts).toMatchObject({ course: 2, users: 0 });
    expect(await names('建模', { tagId: 7 })).toEqual(['Rhino 建模']);
  });

  it('pages and counts every type, and answers nothing for an empty query', async () => {
    const page = await search('幕墙', { limit: 2, page: 1 });
    expect(page.hits).toHaveLength(1);
    expect(page.counts).toEqual({ course: 3, plug: 3, goods: 3, users: 3, news: 3 });
    expect(await search('   ')).toEqual({
      hits: [],
      counts: { course: 0, plug: 0, goods: 0, users: 0, news: 0 },
    });
  });

  it('stops counting at the cap, and the page is the same', async () => {
    const capped = await search('幕墙', { limit: 2 }, source, 2);
    expect(capped.counts).toEqual({ course: 2, plug: 2, goods: 2, users: 2, news: 2 });
    expect(capped.hits).toEqual((await search('幕墙', { limit: 2 })).hits);
    expect((await search('入门', {}, source, 2)).counts.course).toBe(1);
  });

  it('a source with stored grams: the same hits, answered from the gram index', async () => {
    const grams = { ...source, grams: items.grams };
    for (const keywords of [
      '幕墙',
      '参数化 幕墙',
      '100%',
      'A',
      'rh',
      '节点 入门',
      '参数化',
      'rhino 建模',
      'a_b',
      '%',
      '数化幕',
      '化 墙设计',
      '计入',
      '设计入门',
    ]) {
      const plain = await search(keywords);
      expect(await search(keywords, {}, grams)).toEqual(plain);
    }
    expect((await search('RH', {}, grams)).hits.map((h) => h.name)).toEqual(['Rhino 建模']);
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await tx.execute(
        sql`explain select id from search_test_items where grams @> search_grams('幕墙')`,
      );
      expect(JSON.stringify((plan as { rows?: unknown[] }).rows ?? plan)).toContain(
        'search_test_items_grams',
      );
    });
  });

  it('search_grams: lower-cased 1- and 2-character pieces without whitespace', async () => {
    const result = await t.ctx.db.execute(sql`select search_grams('幕墙 AI') as g`);
    const rows = (result as { rows?: { g: string[] }[] }).rows ?? (result as unknown as { g: string[] }[]);
    expect([...rows[0]!.g].sort()).toEqual(['a', 'ai', 'i', '墙', '幕', '幕墙'].sort());
  });
});
