/**
 * bench/web's data for the personal pages (issue 32 item 2), added once on top of `db:seed --scale N`:
 * the demo member's 光子 ledger grown to LEDGER_ENTRIES entries, JOINED_COURSES free courses joined (我的课程),
 * and ORDERS product orders in all (the back office's order list), a share of them the demo member's (我的订单). Run as a child process by
 * bench/web/personal.ts with the platform's DATABASE_URL / DATA_DIR; idempotent (tops up to the counts).
 *
 * The ledger grows through the wallet slice's own creditWallet / debitWallet, so balances, balance_after
 * chains and the audit stay as the platform keeps them. Orders go in with the seed's bulk INSERT (100,000
 * one at a time through checkout would take the run's whole budget); they are paid or closed rows of
 * generated courses, which nothing sweeps or settles later.
 */
import { ProductType } from '@app/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { runCli, withCliContext } from '../../apps/server/src/cli/cli-context.ts';
import { users } from '../../apps/server/src/kernel/members/index.ts';
import { bulkInsert, reserveIds } from '../../apps/server/src/seed/bulk-insert.ts';
import { entitlements } from '../../apps/server/src/kernel/entitlements/index.ts';
import { courses } from '../../apps/server/src/slices/catalogue/schema.ts';
import { joinFreeCourse } from '../../apps/server/src/slices/learning/join-free-course.ts';
import { orders } from '../../apps/server/src/slices/commerce/schema.ts';
import { creditWallet, debitWallet } from '../../apps/server/src/slices/wallet/index.ts';
import { walletEntries } from '../../apps/server/src/slices/wallet/schema.ts';

export const MEMBER_PHONE = '13800000001';
export const LEDGER_ENTRIES = 10_000;
export const ORDERS = 100_000;
/** Courses the demo member learns (我的课程 我的学习: 20 pages of 10), joined as the 加入学习 button does. */
export const JOINED_COURSES = 200;
/** One order in this many is the demo member's (5,000 of 100,000: a long 我的订单). */
const MEMBER_SHARE = 20;
const MOVES_PER_TRANSACTION = 500;

async function main(): Promise<number> {
  return withCliContext(async ({ db }) => {
    const [member] = await db.select({ id: users.id }).from(users).where(eq(users.phone, MEMBER_PHONE));
    if (!member) throw new Error(`demo member ${MEMBER_PHONE} missing: run db:seed first`);

    const [ledger] = await db
      .select({ n: count() })
      .from(walletEntries)
      .where(eq(walletEntries.userId, member.id));
    const missingEntries = LEDGER_ENTRIES - Number(ledger?.n ?? 0);
    for (let done = 0; done < missingEntries; done += MOVES_PER_TRANSACTION) {
      await db.transaction(async (tx) => {
        for (let i = done; i < Math.min(missingEntries, done + MOVES_PER_TRANSACTION); i++) {
          // Income and expense alternate (the expense never exceeds what the income before it added), so the
          // balance never runs short and both totals of the page are non-zero.
          const move = { userId: member.id, sourceType: 'grant' as const, sourceNo: `bench-ledger-${i}` };
          if (i % 2 === 0) await creditWallet(tx, { ...move, amount: '12.50', title: '压测入账' });
          else if (!(await debitWallet(tx, { ...move, amount: '7.25', title: '压测支出' })))
            throw new Error('bench ledger: balance ran short');
        }
      });
    }
    console.log(`光子流水：补充 ${Math.max(0, missingEntries)} 条（会员 ${MEMBER_PHONE}）`);

    const [joined] = await db
      .select({ n: count() })
      .from(entitlements)
      .where(and(eq(entitlements.userId, member.id), eq(entitlements.productType, ProductType.course)));
    const missingJoins = JOINED_COURSES - Number(joined?.n ?? 0);
    if (missingJoins > 0) {
      const free = await db
        .select({ id: courses.id })
        .from(courses)
        .where(
          and(
            eq(courses.price, '0'),
            eq(courses.hasDiscount, false),
            eq(courses.status, 2),
            eq(courses.isCheck, 2),
          ),
        )
        .orderBy(sql`${courses.id} desc`)
        .limit(JOINED_COURSES);
      for (const course of free) await joinFreeCourse(db, member.id, course.id);
    }
    console.log(`我的学习：补充 ${Math.max(0, missingJoins)} 门课程`);

    const [existing] = await db.select({ n: count() }).from(orders);
    const missingOrders = ORDERS - Number(existing?.n ?? 0);
    if (missingOrders > 0) {
      const memberIds = (await db.select({ id: users.id }).from(users)).map((u) => u.id);
      const others = memberIds.filter((id) => id !== member.id);
      const products = await db
        .select({ id: courses.id, name: courses.name })
        .from(courses)
        .orderBy(sql`${courses.id} desc`)
        .limit(1000);
      const ids = await reserveIds(db, orders, missingOrders);
      const now = Date.now();
      const rows = ids.map((id, i) => {
        const product = products[i % products.length]!;
        const createdAt = new Date(now - (missingOrders - i) * 60_000);
        const paid = i % 7 !== 0;
        return {
          id,
          orderNo: `B${String(id).padStart(12, '0')}`,
          userId: i % MEMBER_SHARE === 0 || others.length === 0 ? member.id : others[i % others.length]!,
          productType: ProductType.course,
          productId: product.id,
          productName: product.name.slice(0, 150),
          orderAmount: '19.90',
          totalAmount: '19.90',
          status: paid ? 1 : 2,
          payTime: paid ? createdAt : null,
          closedAt: paid ? null : new Date(createdAt.getTime() + 30 * 60_000),
          createdAt,
          updatedAt: createdAt,
        };
      });
      await db.transaction((tx) => bulkInsert(tx, orders, rows));
      await db.execute(sql`analyze orders`);
    }
    await db.execute(sql`analyze wallet_entries`);
    console.log(`订单：补充 ${Math.max(0, missingOrders)} 条（共 ${ORDERS} 条）`);
    return 0;
  });
}

runCli(main);
