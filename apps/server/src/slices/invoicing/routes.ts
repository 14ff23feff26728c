import { invoicingCalls, invoiceMessages } from '@app/contract';
import type { App } from '../../app-context.ts';
import { ok } from '../../http/answer.ts';
import { route } from '../../http/route.ts';
import { requireMember } from '../../kernel/members/index.ts';
import { findPaidRecharges } from '../wallet/index.ts';
import { applyInvoice, type InvoiceRequest } from './apply-invoice.ts';
import { issueInvoice } from './issue-invoice.ts';
import { listInvoiceInfos } from './list-invoice-infos.ts';
import { listInvoiceOrders } from './list-invoice-orders.ts';
import { listInvoiceRecords } from './list-invoice-records.ts';
import { modifyInvoice } from './modify-invoice.ts';
import { presentInvoiceRecord } from './present-invoice-record.ts';
import { sampleInvoicePdf } from './sample-invoice-pdf.ts';
import { createInvoiceInfo, deleteInvoiceInfo, updateInvoiceInfo } from './save-invoice-info.ts';

const requestOf = (b: {
  recharge_order_id: number;
  invoice_info_id: number;
  invoice_amount: string;
  remark: string;
}): InvoiceRequest => ({
  rechargeOrderId: b.recharge_order_id,
  invoiceInfoId: b.invoice_info_id,
  amount: b.invoice_amount,
  remark: b.remark,
});

/** Quick invoicing (001 §2.11, §4, §5, §7): headers, recharge orders, applications, records. */
export function registerInvoicingRoutes(app: App): void {
  const storage = () => app.ctx.services.storage;

  route(app, invoicingCalls.invoiceRechargeOrders, async ({ query, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    return ok(await listInvoiceOrders(ctx.db, storage(), member.id, query));
  });

  route(app, invoicingCalls.invoiceInfoList, async ({ user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    return ok(await listInvoiceInfos(ctx.db, member.id));
  });

  route(app, invoicingCalls.invoiceInfoCreate, async ({ body, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    return ok(await createInvoiceInfo(ctx.db, member.id, body), invoiceMessages.infoAdded);
  });

  route(app, invoicingCalls.invoiceInfoUpdate, async ({ params, body, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    return ok(await updateInvoiceInfo(ctx.db, member.id, params.id, body), invoiceMessages.infoUpdated);
  });

  route(app, invoicingCalls.invoiceInfoDelete, async ({ params, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    await deleteInvoiceInfo(ctx.db, member.id, params.id);
    return ok(null, invoiceMessages.infoDeleted);
  });

  route(app, invoicingCalls.invoiceApply, async ({ body, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    const { row, order } = await applyInvoice(ctx.db, member.id, requestOf(body));
    return ok(await presentInvoiceRecord(row, order, storage()), invoiceMessages.applyOk);
  });

  route(app, invoicingCalls.invoiceModify, async ({ params, body, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    const { row, order } = await modifyInvoice(ctx.db, member.id, params.invoiceRecordId, requestOf(body));
    return ok(await presentInvoiceRecord(row, order, storage()), invoiceMessages.modifyOk);
  });

  route(app, invoicingCalls.invoiceRecords, async ({ query, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    const records = await listInvoiceRecords(ctx.db, storage(), member.id, {
      rechargeOrderId: query.recharge_order_id,
      limit: query.limit,
    });
    return ok({ data: records });
  });

  if (app.ctx.config.devTools) {
    // Outside production only, like the sandbox cashier: staff's issuing step without the back office.
    route(app, invoicingCalls.devInvoiceIssue, async ({ params, body, ctx }) => {
      const pdf = body.pdf_base64
        ? Buffer.from(body.pdf_base64, 'base64')
        : sampleInvoicePdf([
            'Invoice (sample)',
            `No. ${body.invoice_no}`,
            `Record ${params.invoiceRecordId}`,
          ]);
      const row = await issueInvoice(ctx.db, storage(), {
        recordId: params.invoiceRecordId,
        pdf,
        number: body.invoice_no,
      });
      const [order] = await findPaidRecharges(ctx.db, row.userId, [row.rechargeOrderId]);
      return ok(await presentInvoiceRecord(row, order!, storage()), invoiceMessages.issueOk);
    });
  }
}
