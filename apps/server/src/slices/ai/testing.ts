/**
 * Helpers shared by the AI slice's API tests (not a test file itself): members with a session and an opening
 * balance, gallery works in a category of their own, AI news rows.
 */
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.ts';
import { users } from '../../kernel/members/index.ts';
import { categoryChain, memberWithToken } from '../catalogue/testing.ts';
import { galleryWorks } from '../catalogue/schema.ts';
import { creditWallet } from '../wallet/ledger.ts';
import { aiNews } from './schema.ts';

let n = 0;

/** A member with a session; `opening` 光子 are credited through the ledger, as a recharge would. */
export async function aiMember(t: TestApp, opening?: string) {
  const member = await memberWithToken(t, `AI会员${++n}`);
  if (opening)
    await t.ctx.db.transaction((tx) =>
      creditWallet(tx, {
        userId: member.id,
        amount: opening,
        title: '测试开户',
        sourceType: 'grant',
        sourceNo: `ai-test-${member.id}`,
      }),
    );
  return { id: member.id, token: member.token };
}

export async function memberRow(t: TestApp, userId: number) {
  const [row] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
  return row!;
}

/** A new gallery category with `count` works, newest first (ids in that order). */
export async function galleryCategory(t: TestApp, count: number) {
  const [cateId] = await categoryChain(t, 'gallery', [`测试作品分类${++n}`]);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const [row] = await t.ctx.db
      .insert(galleryWorks)
      .values({
        title: `测试作品 ${i}`,
        desc: `作品说明 ${i}`,
        cover: `/files/public/w${i}.png`,
        images: [`/files/public/w${i}.png`, `/files/public/w${i}-2.png`],
        authorName: '测试作者',
        authorAvatar: '/files/public/a.png',
        cateId: cateId!,
        createdAt: new Date(Date.UTC(2031, 0, 1) - i * 60_000),
      })
      .returning({ id: galleryWorks.id });
    ids.push(row!.id);
  }
  return { cateId: cateId!, ids };
}

export async function insertAiNews(t: TestApp, seed: Partial<typeof aiNews.$inferInsert> = {}) {
  const [row] = await t.ctx.db
    .insert(aiNews)
    .values({ cate: 1, title: `AI资讯 ${++n}`, content: '<p>正文</p>', ...seed })
    .returning();
  return row!;
}
