import { and, count, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { TtlCache } from '../cache/ttl-cache.ts';
import { plainText } from '../html/plain-text.ts';
import {
  SEARCH_COUNT_CAP,
  SEARCH_TYPES,
  type SearchHit,
  type SearchIndex,
  type SearchQuery,
  type SearchResults,
  type SearchType,
} from './search-index.ts';
import { containsPattern, gramsSuffice } from './search-terms.ts';

type Expr = PgColumn | SQL;

/**
 * What the counts depend on: the terms (in any order: every one must match) and the tag; not the type asked
 * for or the page, so one entry serves every tab and page of a search.
 */
function countsKey(query: SearchQuery): string {
  return JSON.stringify([[...query.terms].sort(), query.tagId]);
}

/** Pages ending within this many hits are gathered level by level (see page()); deeper ones sort once. */
const LEVELLED_PAGE_ROWS = 1_000;

/** How one type is searched in PostgreSQL; the owning slice describes its tables this way. */
export interface PostgresSearchSource {
  table: PgTable;
  id: PgColumn;
  /** Rows the public may see; omitted = every row. */
  visible?: SQL;
  /**
   * Text a term may be found in (name, tag-free intro, author…); each best served by a trigram index. Must
   * include `name` (a name holding every term is taken as a match without further checks).
   */
  matchText: Expr[];
  /**
   * A stored column holding search_grams() of all the matchText texts (joined by spaces), GIN-indexed: every
   * term is then looked up by its grams first, and ILIKE runs only on those candidates. Leave unset for small
   * tables (every text then needs a trigram index, or the search scans).
   */
  grams?: PgColumn;
  /** `select <ids> …` of rows whose tag names contain the ILIKE pattern; omitted when untagged. */
  idsByTagName?: (pattern: string) => SQL;
  /**
   * The same as a condition on the row at hand (a correlated `exists` on the taggings' target index). With
   * it PostgreSQL may probe the index for each row checked when few are, where `id in (idsByTagName)` can
   * only hash every tagged id first (16,000 for '幕墙'); for many rows it still hashes.
   */
  hasTagNamed?: (pattern: string) => SQL;
  /** `select <ids> …` of rows carrying the tag; omitted when the type has no tags. */
  idsByTag?: (tagId: number) => SQL;
  name: Expr;
  /** Tag-free text; the hit shows its first 150 characters unless `summary` is given. */
  introText: Expr;
  /**
   * The excerpt a hit shows (HTML or text; tags are dropped): the item's own summary or its first paragraph,
   * never the whole intro run together with its headings (docs/spec-decisions.md "catalogue text, phones, honest AI"). Defaults to introText.
   */
  summary?: Expr;
  /** What a buyer pays now (a numeric expression), the author's name, learners or buyers: shown on each hit. */
  price?: Expr;
  author?: Expr;
  learners?: Expr;
  images: Expr;
  createdAt: PgColumn;
}

/**
 * Search in PostgreSQL (and PGlite) with pg_trgm: every term must occur (ILIKE '%term%') in one of the
 * source's texts or tag names. Sources with a stored grams column find each term's candidates by its 1- and
 * 2-character grams (platform/search/search-grams.sql; terms under 3 characters, most Chinese words such as
 * '幕墙', yield no trigram); others match each text in its own `select … where col ilike p` joined by UNION,
 * so PostgreSQL can answer each from that column's trigram index.
 */
export function createPostgresSearchIndex(
  db: DbOrTx,
  sources: Record<SearchType, PostgresSearchSource>,
  {
    countCap = SEARCH_COUNT_CAP,
    counts,
  }: {
    countCap?: number;
    /** Reuses the counts per type of a query (they are the same for every visitor and every tab). */
    counts?: TtlCache<SearchResults['counts']>;
  } = {},
): SearchIndex {
  /** Without a grams column: each text in its own select, answered from that column's trigram index. */
  function textSelects(source: PostgresSearchSource, pattern: string): SQL[] {
    return source.matchText.map(
      (text) => sql`select ${source.id} from ${source.table} where ${text} ilike ${pattern}`,
    );
  }

  /** Rows holding one term in one of their texts (tag names aside). */
  function textCondition(source: PostgresSearchSource, term: string): SQL {
    const pattern = containsPattern(term);
    if (!source.grams) return sql`${source.id} in (${sql.join(textSelects(source, pattern), sql` union `)})`;
    // A text holding the term holds all the term's grams; for a term of 1–2 characters without whitespace
    // that is also enough (the term is one of the grams), longer terms are confirmed by ILIKE.
    const inGrams = sql`${source.grams} @> search_grams(${term})`;
    return gramsSuffice(term)
      ? inGrams
      : sql`(${inGrams} and (${sql.join(
          source.matchText.map((text) => sql`${text} ilike ${pattern}`),
          sql` or `,
        )}))`;
  }

  /** Rows holding one term in a text or a tag name. */
  function termCondition(source: PostgresSearchSource, term: string): SQL {
    const pattern = containsPattern(term);
    if (!source.grams) {
      // The texts' selects and the tag names' in one union, each answered from its own index.
      const selects = textSelects(source, pattern);
      if (source.idsByTagName) selects.push(source.idsByTagName(pattern));
      return sql`${source.id} in (${sql.join(selects, sql` union `)})`;
    }
    const inText = textCondition(source, term);
    if (source.hasTagNamed) return sql`(${inText} or ${source.hasTagNamed(pattern)})`;
    return source.idsByTagName
      ? sql`(${inText} or ${source.id} in (${source.idsByTagName(pattern)}))`
      : inText;
  }

  function tagFilter(source: PostgresSearchSource, query: SearchQuery): SQL | undefined {
    if (query.tagId === null) return undefined;
    return source.idsByTag ? sql`${source.id} in (${source.idsByTag(query.tagId)})` : sql`false`;
  }

  function filter(source: PostgresSearchSource, query: SearchQuery): SQL {
    return and(
      source.visible,
      ...query.terms.map((term) => termCondition(source, term)),
      tagFilter(source, query),
    )!;
  }

  /** Rows matching `where`, counted up to `countCap`: the rows past the cap are never read. */
  async function cappedCount(source: PostgresSearchSource, where: SQL): Promise<number> {
    const capped = db
      .select({ one: sql`1` })
      .from(source.table)
      .where(where)
      .limit(countCap)
      .as('capped');
    const [row] = await db.select({ n: count() }).from(capped);
    return Number(row?.n ?? 0);
  }

  /**
   * Matches of one type, counted up to `countCap`. With a grams column the count is the union of two capped
   * id lists: rows holding every term in their texts (answered from the grams index alone: the bitmap is
   * exact, so no row's grams are read), and rows tagged with a name holding a term (read through the
   * taggings). Every match is in one of the two, and if either reaches the cap so do the matches, so
   * min(cap, |union|) is the capped count exactly. One condition `text or tag` would instead make
   * PostgreSQL scan the table testing each row's grams, as the tag half cannot use the grams index.
   */
  async function countOf(source: PostgresSearchSource, query: SearchQuery): Promise<number> {
    if (!source.grams || !source.idsByTagName || query.terms.length === 0) {
      return cappedCount(source, filter(source, query));
    }
    const byText = and(
      source.visible,
      ...query.terms.map((term) => textCondition(source, term)),
      tagFilter(source, query),
    )!;
    const tagged = sql.join(
      query.terms.map((term) => source.idsByTagName!(containsPattern(term))),
      sql` union `,
    );
    // A single term is implied by its tag; more terms must still be checked on the tagged rows.
    const byTag = and(
      query.terms.length === 1 ? and(source.visible, tagFilter(source, query)) : filter(source, query),
      sql`${source.id} in (${tagged})`,
    )!;
    const ids = (where: SQL) =>
      sql`(select ${source.id} from ${source.table} where ${where} limit ${countCap})`;
    const [row] = await db.select({ n: count() }).from(sql`(${ids(byText)} union ${ids(byTag)}) as matches`);
    return Math.min(countCap, Number(row?.n ?? 0));
  }

  function selectHits(source: PostgresSearchSource, where: SQL) {
    return db
      .select({
        id: sql<number>`${source.id}`.mapWith(Number),
        name: sql<string>`${source.name}`,
        intro: sql<string>`left(${source.summary ?? source.introText}, 600)`,
        images: sql<string>`${source.images}`,
        price: source.price ? sql<string | null>`${source.price}` : sql<null>`null`,
        author: source.author ? sql<string | null>`${source.author}` : sql<null>`null`,
        learners: source.learners ? sql<number | null>`${source.learners}` : sql<null>`null`,
      })
      .from(source.table)
      .where(where);
  }

  /**
   * One page in relevance order: hits whose name holds more of the terms first (a tag search has no terms),
   * then newest. Sorting every match by that costs a read of every match (a third of 100,000 rows for
   * '幕墙'), so the first pages are gathered level by level instead — all terms in the name, then one fewer,
   * … — each newest first with a limit, which PostgreSQL answers by walking the newest-first index until
   * it has enough rows. Deep pages (rarely asked for) sort all matches once.
   */
  async function page(source: PostgresSearchSource, query: SearchQuery): Promise<SearchHit[]> {
    const where = filter(source, query);
    const newest = [desc(source.createdAt), desc(source.id)];
    const skip = query.page * query.limit;
    const wanted = skip + query.limit;
    const nameHits = sql.join(
      query.terms.map((t) => sql`(${source.name} ilike ${containsPattern(t)})::int`),
      sql` + `,
    );
    let rows: Awaited<ReturnType<typeof selectHits>> = [];
    if (query.terms.length === 0) {
      rows = await selectHits(source, where)
        .orderBy(...newest)
        .limit(query.limit)
        .offset(skip);
    } else if (wanted > LEVELLED_PAGE_ROWS) {
      rows = await selectHits(source, where)
        .orderBy(sql`(${nameHits}) desc`, ...newest)
        .limit(query.limit)
        .offset(skip);
    } else {
      const gathered: typeof rows = [];
      // Every term in the name: the name is one of the texts searched, so nothing else needs checking
      // (and no row's grams or tags are read while the newest-first index is walked).
      const allInName = and(
        source.visible,
        tagFilter(source, query),
        ...query.terms.map((t) => sql`${source.name} ilike ${containsPattern(t)}`),
      )!;
      for (let level = query.terms.length; level >= 0 && gathered.length < wanted; level--) {
        const atLevel = level === query.terms.length ? allInName : and(where, sql`(${nameHits}) = ${level}`)!;
        gathered.push(
          ...(await selectHits(source, atLevel)
            .orderBy(...newest)
            .limit(wanted - gathered.length)),
        );
      }
      rows = gathered.slice(skip, wanted);
    }
    return rows.map((r) => ({
      id: r.id,
      type: query.type,
      name: r.name,
      intro: plainText(r.intro ?? ''),
      images: r.images ?? '',
      price: r.price === null ? null : Number(r.price),
      author: r.author ?? null,
      learners: r.learners === null ? null : Number(r.learners),
    }));
  }

  return {
    async search(query) {
      const empty = Object.fromEntries(SEARCH_TYPES.map((t) => [t, 0])) as Record<SearchType, number>;
      if (query.terms.length === 0 && query.tagId === null) return { hits: [], counts: empty };
      const countAll = async () => {
        const each = await Promise.all(SEARCH_TYPES.map((type) => countOf(sources[type], query)));
        return Object.fromEntries(SEARCH_TYPES.map((t, i) => [t, each[i]!])) as SearchResults['counts'];
      };
      const [hits, byType] = await Promise.all([
        page(sources[query.type], query),
        counts ? counts.get(countsKey(query), countAll) : countAll(),
      ]);
      return { hits, counts: byType };
    },
  };
}
