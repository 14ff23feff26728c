/**
 * Helpers shared by the community slice's API tests (not a test file itself): members with a session,
 * and courses, plugins and materials inserted straight into the catalogue tables.
 */
import type { TestApp } from '../../../test/harness.ts';
import { users } from '../../kernel/members/index.ts';
import { createSession } from '../account/sessions.ts';
import { categories, courses, goods, plugins } from '../catalogue/schema.ts';
import { CheckStatus, ContentStatus } from '../../kernel/visibility/index.ts';

let sequence = 0;

/** A member row plus a live bearer token (no password hashing: fast enough for dozens per file). */
export async function memberWithToken(t: TestApp, name = '社区会员') {
  sequence += 1;
  const [row] = await t.ctx.db
    .insert(users)
    .values({
      name,
      phone: `136${String(process.pid % 10_000).padStart(4, '0')}${String(sequence).padStart(4, '0')}`,
      avatar: `/files/public/avatars/202501/m${sequence}.jpg`,
    })
    .returning();
  return { ...row!, token: await createSession(t.ctx.db, row!.id) };
}

async function categoryFor(t: TestApp, kind: 'course' | 'plug' | 'goods'): Promise<number> {
  const [row] = await t.ctx.db
    .insert(categories)
    .values({ kind, name: `测试${kind}`, level: 1 })
    .returning();
  return row!.id;
}

export interface ItemSeed {
  userId?: number | null;
  name?: string;
  /** false: a draft still under review, which the public must not see. */
  visible?: boolean;
  createdAt?: Date;
}

function review(seed: ItemSeed) {
  return seed.visible === false
    ? { status: ContentStatus.draft, isCheck: CheckStatus.pending }
    : { status: ContentStatus.published, isCheck: CheckStatus.approved };
}

export async function insertCourse(t: TestApp, seed: ItemSeed = {}) {
  const [row] = await t.ctx.db
    .insert(courses)
    .values({
      name: seed.name ?? '测试课程',
      images: '/files/public/covers/course.png',
      cateId: await categoryFor(t, 'course'),
      userId: seed.userId ?? null,
      ...review(seed),
      ...(seed.createdAt ? { createdAt: seed.createdAt } : {}),
    })
    .returning();
  return row!;
}

export async function insertPlugin(t: TestApp, seed: ItemSeed = {}) {
  const [row] = await t.ctx.db
    .insert(plugins)
    .values({
      name: seed.name ?? '测试插件',
      images: '/files/public/covers/plug.png',
      cateId: await categoryFor(t, 'plug'),
      userId: seed.userId ?? null,
      ...review(seed),
      ...(seed.createdAt ? { createdAt: seed.createdAt } : {}),
    })
    .returning();
  return row!;
}

export async function insertGoods(t: TestApp, seed: ItemSeed = {}) {
  const [row] = await t.ctx.db
    .insert(goods)
    .values({
      name: seed.name ?? '测试素材',
      cover: '/files/public/covers/goods.png',
      images: ['/files/public/covers/goods-1.png'],
      cateId: await categoryFor(t, 'goods'),
      userId: seed.userId ?? null,
      ...review(seed),
      ...(seed.createdAt ? { createdAt: seed.createdAt } : {}),
    })
    .returning();
  return row!;
}
