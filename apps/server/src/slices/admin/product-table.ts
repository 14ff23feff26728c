import { and, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../kernel/members/index.ts';
import { CheckStatus, ContentStatus } from '../../kernel/visibility/index.ts';
import { containsPattern } from './table-query.ts';

/** What courses, plugins and materials share for the staff tables: the columns their filters read. */
export interface ProductColumns {
  id: PgColumn;
  name: PgColumn;
  cateId: PgColumn;
  userId: PgColumn;
  status: PgColumn;
  isCheck: PgColumn;
}

export interface ProductFilter {
  keywords: string;
  cate_id: number;
  state: '' | 'on' | 'off' | 'review';
  creator: string;
}

export type ProductState = 'on' | 'off' | 'review';

/** 已上架 = public (published and approved); 已下架 = approved but taken off; otherwise still in review. */
export function productState(row: { status: number; isCheck: number }): ProductState {
  if (row.isCheck !== CheckStatus.approved) return 'review';
  return row.status === ContentStatus.published ? 'on' : 'off';
}

function stateWhere(t: ProductColumns, state: ProductFilter['state']): SQL | undefined {
  if (state === 'on') return and(eq(t.status, ContentStatus.published), eq(t.isCheck, CheckStatus.approved));
  if (state === 'off') return and(ne(t.status, ContentStatus.published), eq(t.isCheck, CheckStatus.approved));
  if (state === 'review') return ne(t.isCheck, CheckStatus.approved);
  return undefined;
}

/** The table's filter: name or id, category, shelf state, creator (name, phone or id). */
export function productWhere(t: ProductColumns, filter: ProductFilter): SQL | undefined {
  const list: SQL[] = [];
  const state = stateWhere(t, filter.state);
  if (state) list.push(state);
  if (filter.cate_id) list.push(eq(t.cateId, filter.cate_id));
  if (filter.keywords) {
    const byText: SQL[] = [ilike(t.name, containsPattern(filter.keywords))];
    if (/^\d{1,9}$/.test(filter.keywords)) byText.push(eq(t.id, Number(filter.keywords)));
    list.push(or(...byText)!);
  }
  if (filter.creator) {
    const pattern = containsPattern(filter.creator);
    const byCreator: SQL[] = [ilike(users.name, pattern), ilike(users.phone, pattern)];
    if (/^\d{1,9}$/.test(filter.creator)) byCreator.push(eq(t.userId, Number(filter.creator)));
    list.push(or(...byCreator)!);
  }
  return list.length ? and(...list) : undefined;
}
