/**
 * Helpers shared by the invoicing slice's API tests (not a test file itself): members with paid recharge
 * orders (inserted as the wallet would leave them after settling), header bodies, record read-backs.
 */
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.ts';
import { memberWithSession } from '../wallet/testing.ts';
import { RECHARGE_STATUS, rechargeOrders } from '../wallet/schema.ts';
import { invoiceRecords } from './schema.ts';

let sequence = 0;

export const invoiceMember = (t: TestApp) => memberWithSession(t);

/** A recharge order of `amount` 元 for the member, paid unless told otherwise. */
export async function rechargeOrder(
  t: TestApp,
  userId: number,
  amount = '100.00',
  options: { status?: number; payMethod?: number } = {},
) {
  sequence += 1;
  const [row] = await t.ctx.db
    .insert(rechargeOrders)
    .values({
      orderNo: `RTEST${Date.now()}${sequence}`.slice(0, 32),
      userId,
      num: String(Number(amount) / 10),
      amount,
      payMethod: options.payMethod ?? 1,
      provider: 'sandbox',
      status: options.status ?? RECHARGE_STATUS.paid,
      paidAt: (options.status ?? RECHARGE_STATUS.paid) === RECHARGE_STATUS.paid ? new Date() : null,
    })
    .returning();
  return row!;
}

export function companyHeader(over: Record<string, unknown> = {}) {
  return {
    invoice_type: 2,
    invoice_content: '技术咨询服务',
    header_type: 2,
    header_name: '光子设计有限公司',
    tax_number: '91310000MA1FL8XQ3K',
    registered_address: '上海市浦东新区世纪大道 100 号',
    registered_phone: '021-68881234',
    bank_name: '招商银行上海分行',
    bank_account: '6214830012345678',
    is_default: false,
    ...over,
  };
}

export function personalHeader(over: Record<string, unknown> = {}) {
  return { invoice_type: 1, header_type: 1, header_name: '张三', is_default: false, ...over };
}

export async function recordsOf(t: TestApp, rechargeOrderId: number) {
  return t.ctx.db
    .select()
    .from(invoiceRecords)
    .where(eq(invoiceRecords.rechargeOrderId, rechargeOrderId))
    .orderBy(invoiceRecords.id);
}
