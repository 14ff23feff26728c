import { adminInvoiceCalls, Code, INVOICE_PDF_MAX_BYTES, invoiceMessages } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { ok } from '../../http/answer.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { issueInvoice, rejectInvoice } from '../invoicing/index.ts';
import { recordAudit, type StaffActor } from './audit.ts';
import { listInvoices, readInvoice } from './list-invoices.ts';
import { presentAdminInvoice } from './present-invoice.ts';
import { staffRoute } from './staff-route.ts';

const PDF_MISSING = '请选择发票 PDF 文件';

/** The multipart form of 开具发票: the `number` field and the `pdf` file (never more than 10 MB read). */
async function readIssueForm(request: FastifyRequest): Promise<{ number: string; pdf: Buffer }> {
  if (!request.isMultipart()) throw new DomainError(Code.invalid, PDF_MISSING);
  let number = '';
  let pdf: Buffer | null = null;
  for await (const part of request.parts({
    limits: { fileSize: INVOICE_PDF_MAX_BYTES, files: 1, fields: 5 },
  })) {
    if (part.type === 'field') {
      if (part.fieldname === 'number') number = String(part.value ?? '');
    } else if (part.fieldname === 'pdf') {
      pdf = await part.toBuffer();
      if (part.file.truncated) throw new DomainError(Code.invalid, invoiceMessages.issueTooLarge);
    } else {
      part.file.resume();
    }
  }
  if (!pdf || pdf.length === 0) throw new DomainError(Code.invalid, PDF_MISSING);
  return { number, pdf };
}

type InvoiceState = {
  id: number;
  status: number;
  invoiceNo: string | null;
  rejectReason: string;
  amount: string;
};
const snapshot = (r: InvoiceState) => ({
  status: r.status,
  invoice_no: r.invoiceNo,
  reject_reason: r.rejectReason,
  amount: r.amount,
});

/** The audit row of an issue or a rejection, written inside invoicing's transaction. */
const audit =
  (actor: StaffActor, action: 'invoice.issue' | 'invoice.reject') =>
  (tx: DbOrTx, change: { before: InvoiceState; after: InvoiceState }) =>
    recordAudit(tx, actor, {
      action,
      targetType: 'invoice',
      targetId: change.after.id,
      before: snapshot(change.before),
      after: snapshot(change.after),
    });

/** 发票管理 (finance, admin): the queue, issuing with PDF and number, rejecting with a reason. */
export function registerInvoiceRoutes(app: App): void {
  staffRoute(app, adminInvoiceCalls.invoices, 'invoices', async ({ query, ctx }) => {
    const page = await listInvoices(ctx.db, query);
    return ok({
      list: await Promise.all(page.rows.map((row) => presentAdminInvoice(row, ctx.services.storage))),
      total: page.total,
    });
  });

  staffRoute(app, adminInvoiceCalls.issue, 'invoices', async ({ params, ctx, request, staff }) => {
    const form = await readIssueForm(request);
    await issueInvoice(
      ctx.db,
      ctx.services.storage,
      { recordId: params.id, pdf: form.pdf, number: form.number },
      audit(staff.actor, 'invoice.issue'),
    );
    return ok(
      await presentAdminInvoice((await readInvoice(ctx.db, params.id))!, ctx.services.storage),
      invoiceMessages.issueOk,
    );
  });

  staffRoute(app, adminInvoiceCalls.reject, 'invoices', async ({ params, body, ctx, staff }) => {
    await rejectInvoice(
      ctx.db,
      { recordId: params.id, reason: body.reason },
      audit(staff.actor, 'invoice.reject'),
    );
    return ok(
      await presentAdminInvoice((await readInvoice(ctx.db, params.id))!, ctx.services.storage),
      invoiceMessages.rejectOk,
    );
  });
}
