/**
 * Site search (000 §2.12) behind an interface, so that a search engine can replace the PostgreSQL
 * implementation (postgres-search-index.ts) without touching the route or the answer.
 */
import { SEARCH_TYPES, type SearchTypeName } from '@app/contract';

export { SEARCH_TYPES };
export type SearchType = SearchTypeName;

export interface SearchQuery {
  /** Whitespace-separated keywords, already split (search-terms.ts); a hit contains every term. */
  terms: string[];
  /** Only items carrying this tag (types without tags then match nothing). */
  tagId: number | null;
  /** The type whose page is wanted; counts are answered for every type. */
  type: SearchType;
  limit: number;
  /** Zero-based page number. */
  page: number;
}

export interface SearchHit {
  id: number;
  type: SearchType;
  name: string;
  /** Plain text, at most 150 characters. */
  intro: string;
  /** Picture URL (the avatar for users). */
  images: string;
  /** What a buyer pays now in 光子 (0 = free); null for types that are not sold (members, news). */
  price: number | null;
  /** The author's name; null where the type has none. */
  author: string | null;
  /** Learners of a course, buyers of a plugin or material; null for members and news. */
  learners: number | null;
}

/**
 * Counts per type stop at this many matches (docs/spec-decisions.md): counting all 33,000 courses that hold
 * '幕墙' would read a third of the table on every search, and nobody pages past a thousand results.
 */
export const SEARCH_COUNT_CAP = 1_000;

export interface SearchResults {
  /** One page of `type`, best first: more terms in the name first, then newest. */
  hits: SearchHit[];
  /** Matches per type, each at most SEARCH_COUNT_CAP (the tabs' counts; their sum is the overall total). */
  counts: Record<SearchType, number>;
}

export interface SearchIndex {
  search(query: SearchQuery): Promise<SearchResults>;
}
