// Plain values of the catalogue calls: zod-free, so the web imports them.
export const SEARCH_TYPES = ['course', 'plug', 'goods', 'users', 'news'] as const;

export type SearchTypeName = (typeof SEARCH_TYPES)[number];
