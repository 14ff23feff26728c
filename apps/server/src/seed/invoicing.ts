import { fromCents, InvoiceRecordStatus, YUAN_PER_PHOTON } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { sampleInvoicePdf } from '../slices/invoicing/index.ts';
import { invoiceInfos, invoiceRecords } from '../slices/invoicing/schema.ts';
import { creditWallet, RECHARGE_TITLE } from '../slices/wallet/index.ts';
import { RECHARGE_STATUS, rechargeOrders, walletEntries } from '../slices/wallet/schema.ts';
import { daysBefore, type SeedContext } from './seed-context.ts';

/** The demo member's paid recharges (光子), one per invoicing state of 001 §4, oldest first. */
const RECHARGES = [
  { orderNo: 'R20250605100000DEMO0001', photons: 5, payMethod: 1, days: 25, invoice: 'issued' },
  { orderNo: 'R20250610100000DEMO0002', photons: 3, payMethod: 2, days: 20, invoice: 'reapplying' },
  { orderNo: 'R20250615100000DEMO0003', photons: 2, payMethod: 1, days: 15, invoice: 'pending' },
  { orderNo: 'R20250620100000DEMO0004', photons: 1, payMethod: 2, days: 10, invoice: 'none' },
] as const;

const COMPANY = {
  invoiceType: 2,
  invoiceContent: '技术咨询服务',
  headerType: 2,
  headerName: '上海光子示例设计有限公司',
  taxNumber: '91310115MA1K4DEMO8',
  registeredAddress: '上海市浦东新区张江路 88 号',
  registeredPhone: '021-50001234',
  bankName: '招商银行上海张江支行',
  bankAccount: '6214830000001234',
};
const PERSONAL = {
  invoiceType: 1,
  invoiceContent: '技术咨询服务',
  headerType: 1,
  headerName: '设计小白',
  taxNumber: '',
  registeredAddress: '',
  registeredPhone: '',
  bankName: '',
  bankAccount: '',
};

const snapshot = (id: number, h: typeof COMPANY) => ({
  id,
  invoice_type: h.invoiceType,
  invoice_content: h.invoiceContent,
  header_type: h.headerType,
  header_name: h.headerName,
  tax_number: h.taxNumber,
  registered_address: h.registeredAddress,
  registered_phone: h.registeredPhone,
  bank_name: h.bankName,
  bank_account: h.bankAccount,
});

/**
 * Quick invoicing for the demo member (001 §2.11): two headers (personal default, company 专票) and four paid
 * recharges whose invoices are issued (with a PDF in private storage), reapplying, pending and absent.
 * The recharges are credited through the ledger (dated like the payment), so the wallet audit stays clean.
 */
export async function insertDemoInvoicing({ db, files }: SeedContext, memberId: number): Promise<void> {
  const [personal] = await db
    .insert(invoiceInfos)
    .values({ userId: memberId, ...PERSONAL, isDefault: true, createdAt: daysBefore(26) })
    .returning({ id: invoiceInfos.id });
  const [company] = await db
    .insert(invoiceInfos)
    .values({ userId: memberId, ...COMPANY, isDefault: false, createdAt: daysBefore(26, -5) })
    .returning({ id: invoiceInfos.id });

  for (const r of RECHARGES) {
    const paidAt = daysBefore(r.days);
    const amount = fromCents(r.photons * YUAN_PER_PHOTON * 100);
    const [order] = await db
      .insert(rechargeOrders)
      .values({
        orderNo: r.orderNo,
        userId: memberId,
        num: fromCents(r.photons * 100),
        amount,
        payMethod: r.payMethod,
        provider: 'sandbox',
        status: RECHARGE_STATUS.paid,
        tradeNo: `SANDBOX${r.orderNo.slice(-8)}`,
        paidAt,
        createdAt: daysBefore(r.days, 2),
        updatedAt: paidAt,
      })
      .returning({ id: rechargeOrders.id });
    await creditWallet(db, {
      userId: memberId,
      amount: fromCents(r.photons * 100),
      title: RECHARGE_TITLE,
      sourceType: 'recharge',
      sourceNo: r.orderNo,
    });
    await db
      .update(walletEntries)
      .set({ createdAt: paidAt })
      .where(and(eq(walletEntries.sourceType, 'recharge'), eq(walletEntries.sourceNo, r.orderNo)));
    if (r.invoice === 'none') continue;

    const header = r.invoice === 'issued' ? snapshot(company!.id, COMPANY) : snapshot(personal!.id, PERSONAL);
    const applied = daysBefore(r.days - 1);
    const base = {
      userId: memberId,
      rechargeOrderId: order!.id,
      invoiceInfoId: header.id,
      header,
      amount,
      createdAt: applied,
      updatedAt: applied,
    };
    if (r.invoice === 'issued') {
      const invoiceNo = '25312000000000000001';
      const pdf = sampleInvoicePdf([
        'Electronic invoice (demo)',
        `No. ${invoiceNo}`,
        `Buyer tax number ${COMPANY.taxNumber}`,
        `Amount CNY ${amount}`,
        'Technical consulting service',
      ]);
      const file = files.download(`invoices/${r.orderNo}.pdf`, pdf, 'application/pdf');
      await db.insert(invoiceRecords).values({
        ...base,
        remark: '请寄送电子版至公司邮箱',
        status: InvoiceRecordStatus.issued,
        invoiceNo,
        fileKey: file.key,
        uploadedAt: daysBefore(r.days - 3),
      });
    } else {
      await db.insert(invoiceRecords).values({
        ...base,
        remark: r.invoice === 'reapplying' ? '抬头有误，已退回重新申请' : '',
        status: r.invoice === 'reapplying' ? InvoiceRecordStatus.reapplying : InvoiceRecordStatus.pending,
      });
    }
  }
}
