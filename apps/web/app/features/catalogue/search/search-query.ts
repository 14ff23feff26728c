import { SEARCH_TYPES, type SearchTypeName } from '@app/contract/web';
import { positiveInt } from '../lists/list-query.ts';
import { paths } from '../../../shared/paths.ts';

/** The result tabs in the spec's order (000 §2.12). */
export const SEARCH_TABS: { type: SearchTypeName; label: string }[] = [
  { type: 'course', label: '课程' },
  { type: 'plug', label: '插件' },
  { type: 'goods', label: '素材' },
  { type: 'users', label: '用户' },
  { type: 'news', label: '新闻' },
];

export interface SearchQuery {
  keywords: string;
  tag: number | null;
  type: SearchTypeName;
  /** 1-based page. */
  page: number;
}

/** /search?keywords&tag&type&page; an unknown type falls back to 课程 (the spec's default). */
export function readSearchQuery(search: URLSearchParams): SearchQuery {
  const type = search.get('type');
  return {
    keywords: (search.get('keywords') ?? '').trim(),
    tag: positiveInt(search.get('tag')),
    type: (SEARCH_TYPES as readonly string[]).includes(type ?? '') ? (type as SearchTypeName) : 'course',
    page: positiveInt(search.get('page'), 100_000) ?? 1,
  };
}

/** The same search in another tab or on another page. */
export function searchHref(query: SearchQuery, changes: Partial<Pick<SearchQuery, 'type' | 'page'>>): string {
  const next = { ...query, page: 1, ...changes };
  const params = new URLSearchParams();
  if (next.keywords) params.set('keywords', next.keywords);
  if (next.tag !== null) params.set('tag', String(next.tag));
  params.set('type', next.type);
  if (next.page > 1) params.set('page', String(next.page));
  return paths.search(params);
}

/** Where a result leads (000 §2.12). */
export function resultHref(type: SearchTypeName, id: number): string {
  switch (type) {
    case 'course':
      return paths.course(id);
    case 'plug':
      return paths.plug(id);
    case 'goods':
      return paths.goods(id);
    case 'users':
      return paths.profile(id);
    case 'news':
      return paths.news(id);
  }
}
