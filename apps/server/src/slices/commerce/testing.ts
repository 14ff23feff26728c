/**
 * Helpers shared by the commerce slice's API tests (not a test file itself): members with 光子 (credited
 * through the ledger, so the wallet audit stays clean), products on sale, coupons, and ledger read-backs.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.ts';
import { users } from '../../kernel/members/index.ts';
import {
  categoryChain,
  insertCourse,
  insertGoods,
  insertPlugin,
  memberWithToken,
} from '../catalogue/testing.ts';
import { creditWallet } from '../wallet/ledger.ts';
import { walletEntries } from '../wallet/schema.ts';
import { coupons, orders } from './schema.ts';

let sequence = 0;

/** A signed-in member holding `balance` 光子 (a 'grant' income entry when above 0). */
export async function buyer(t: TestApp, balance = '0') {
  const member = await memberWithToken(t, '买家');
  if (Number(balance) > 0) {
    await creditWallet(t.ctx.db, {
      userId: member.id,
      amount: balance,
      title: '测试发放',
      sourceType: 'grant',
      sourceNo: `T${member.id}`,
    });
  }
  return member;
}

export async function balanceOf(t: TestApp, userId: number): Promise<string> {
  const [row] = await t.ctx.db.select({ integral: users.integral }).from(users).where(eq(users.id, userId));
  return row!.integral;
}

export async function entriesOf(t: TestApp, userId: number) {
  return t.ctx.db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .orderBy(asc(walletEntries.id));
}

export async function ordersOf(t: TestApp, userId: number) {
  return t.ctx.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
}

/** income − expense over the member's entries equals the balance (the ledger invariant). */
export async function ledgerBalances(
  t: TestApp,
  userId: number,
): Promise<{ balance: string; entries: string }> {
  const [row] = await t.ctx.db
    .select({
      s: sql<string>`coalesce(sum(case when ${walletEntries.action} = 1 then ${walletEntries.amount} else -${walletEntries.amount} end), 0)::numeric(14,2)::text`,
    })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId));
  return { balance: await balanceOf(t, userId), entries: row!.s };
}

/** Category ids of each product kind, made once per test app. */
const cats = new WeakMap<TestApp, Record<'course' | 'plug' | 'goods', number>>();
async function cateOf(t: TestApp, kind: 'course' | 'plug' | 'goods'): Promise<number> {
  let c = cats.get(t);
  if (!c) {
    const [course] = await categoryChain(t, 'course', ['结算课程']);
    const [plug] = await categoryChain(t, 'plug', ['结算插件']);
    const [goodsCate] = await categoryChain(t, 'goods', ['结算素材']);
    c = { course: course!, plug: plug!, goods: goodsCate! };
    cats.set(t, c);
  }
  return c[kind];
}

export async function courseForSale(t: TestApp, seed: Parameters<typeof insertCourse>[2] = {}) {
  return insertCourse(t, await cateOf(t, 'course'), { price: '30.00', ...seed });
}
export async function pluginForSale(t: TestApp, seed: Parameters<typeof insertPlugin>[2] = {}) {
  return insertPlugin(t, await cateOf(t, 'plug'), { price: '20.00', ...seed });
}
export async function goodsForSale(t: TestApp, seed: Parameters<typeof insertGoods>[2] = {}) {
  return insertGoods(t, await cateOf(t, 'goods'), { price: '15.00', ...seed });
}

export async function insertCoupon(t: TestApp, seed: Partial<typeof coupons.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await t.ctx.db
    .insert(coupons)
    .values({ code: `T${process.pid}X${sequence}`, kind: 'fixed', value: '5.00', ...seed })
    .returning();
  return row!;
}

/** A valid address body (001 §5). */
export const addressBody = (over: Record<string, unknown> = {}) => ({
  name: '张三',
  phone: '13912345678',
  address: '上海市浦东新区世纪大道 100 号',
  post_code: '200120',
  ...over,
});
