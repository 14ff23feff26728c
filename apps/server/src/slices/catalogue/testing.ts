/**
 * Helpers shared by the catalogue slice's API tests (not a test file itself): members with a session,
 * category chains, and courses, plugins, materials and news inserted straight into the tables.
 */
import type { ProductTypeValue } from '@app/contract';
import type { TestApp } from '../../../test/harness.ts';
import { users } from '../../kernel/members/index.ts';
import { createSession } from '../account/sessions.ts';
import { entitlements, type ExtendType } from '../../kernel/entitlements/index.ts';
import { categories, type CategoryKind, courses, goods, news, plugins } from './schema.ts';
import { CheckStatus, ContentStatus } from '../../kernel/visibility/index.ts';

let sequence = 0;
const next = () => (sequence += 1);

export async function memberWithToken(t: TestApp, name = '目录会员') {
  const n = next();
  const [row] = await t.ctx.db
    .insert(users)
    .values({
      name,
      phone: `135${String(process.pid % 10_000).padStart(4, '0')}${String(n).padStart(4, '0')}`,
    })
    .returning();
  return { ...row!, token: await createSession(t.ctx.db, row!.id) };
}

/**
 * A chain of `names.length` nested categories, top first: a new top-level category, or below `under`
 * (a category of the given level). Answers the ids in order.
 */
export async function categoryChain(
  t: TestApp,
  kind: CategoryKind,
  names: string[],
  under: { id: number; level: number } = { id: 0, level: 0 },
): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, name] of names.entries()) {
    const [row] = await t.ctx.db
      .insert(categories)
      .values({
        kind,
        name,
        parentId: ids[i - 1] ?? under.id,
        level: under.level + i + 1,
        sort: 1000 + next(),
      })
      .returning({ id: categories.id });
    ids.push(row!.id);
  }
  return ids;
}

export type Review = 'public' | 'draft' | 'pending' | 'rejected';
const reviewColumns: Record<Review, { status: number; isCheck: number }> = {
  public: { status: ContentStatus.published, isCheck: CheckStatus.approved },
  draft: { status: ContentStatus.draft, isCheck: CheckStatus.pending },
  pending: { status: ContentStatus.published, isCheck: CheckStatus.pending },
  rejected: { status: ContentStatus.published, isCheck: CheckStatus.rejected },
};

interface Common {
  review?: Review;
  createdAt?: Date;
  price?: string;
  salesNum?: number;
  viewNum?: number;
}

export async function insertCourse(
  t: TestApp,
  cateId: number,
  seed: Common & Partial<typeof courses.$inferInsert> = {},
) {
  const { review = 'public', ...rest } = seed;
  const [row] = await t.ctx.db
    .insert(courses)
    .values({
      name: `课程${next()}`,
      images: '/files/public/c.png',
      cateId,
      ...reviewColumns[review],
      ...rest,
    })
    .returning();
  return row!;
}

export async function insertPlugin(
  t: TestApp,
  cateId: number,
  seed: Common & Partial<typeof plugins.$inferInsert> = {},
) {
  const { review = 'public', ...rest } = seed;
  const [row] = await t.ctx.db
    .insert(plugins)
    .values({
      name: `插件${next()}`,
      images: '/files/public/p.png',
      cateId,
      ...reviewColumns[review],
      ...rest,
    })
    .returning();
  return row!;
}

export async function insertGoods(
  t: TestApp,
  cateId: number,
  seed: Common & Partial<typeof goods.$inferInsert> = {},
) {
  const { review = 'public', ...rest } = seed;
  const [row] = await t.ctx.db
    .insert(goods)
    .values({
      name: `素材${next()}`,
      cover: '/files/public/g.png',
      cateId,
      ...reviewColumns[review],
      ...rest,
    })
    .returning();
  return row!;
}

export async function insertNews(t: TestApp, cateId: number, seed: Partial<typeof news.$inferInsert> = {}) {
  const [row] = await t.ctx.db
    .insert(news)
    .values({ title: `新闻${next()}`, cateId, ...seed })
    .returning();
  return row!;
}

export async function grant(
  t: TestApp,
  userId: number,
  productType: ProductTypeValue,
  productId: number,
  extendType: ExtendType = '',
) {
  await t.ctx.db.insert(entitlements).values({ userId, productType, productId, extendType, source: 'grant' });
}

/** Distinct timestamps a minute apart going back from a fixed day: index 0 is the newest. */
export const minutesAgo = (n: number) => new Date(Date.UTC(2030, 0, 1) - n * 60_000);
