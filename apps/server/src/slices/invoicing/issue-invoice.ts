import { randomBytes } from 'node:crypto';
import {
  Code,
  INVOICE_NO_PATTERN,
  INVOICE_PDF_MAX_BYTES,
  InvoiceRecordStatus,
  invoiceMessages,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { DomainError, refuse } from '../../kernel/errors/index.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { sendMemberNotice } from '../community/index.ts';
import { invoiceRecords } from './schema.ts';

type RecordRow = typeof invoiceRecords.$inferSelect;

export interface IssueInvoiceInput {
  recordId: number;
  /** The invoice as issued by the tax system: a PDF file's bytes. */
  pdf: Buffer;
  /** 发票号码. */
  number: string;
}

/** True when the bytes start like a PDF ('%PDF-'); a renamed image or text file is refused. */
export function looksLikePdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}

/**
 * Issues a pending request: stores the PDF under a private key (served only through signed, expiring
 * links) and moves the record to issued with its number and upload time. The one function every issuing
 * path calls: `npm run invoice:issue`, the dev route, and the back office later. The move is conditional
 * on status 1, so a record is issued once; a lost race (or a failed audit) deletes the file it stored.
 */
export async function issueInvoice(
  db: Db,
  storage: ObjectStorage,
  input: IssueInvoiceInput,
  /** Runs in the issuing transaction (the back office's audit row), so both commit together. */
  record?: (tx: DbOrTx, change: { before: RecordRow; after: RecordRow }) => Promise<void>,
) {
  const number = input.number.trim();
  if (!number) throw new DomainError(Code.invalid, invoiceMessages.issueNumberRequired);
  if (!INVOICE_NO_PATTERN.test(number))
    throw new DomainError(Code.invalid, invoiceMessages.issueNumberInvalid);
  if (!looksLikePdf(input.pdf)) throw new DomainError(Code.invalid, invoiceMessages.issueNotPdf);
  if (input.pdf.length > INVOICE_PDF_MAX_BYTES)
    throw new DomainError(Code.invalid, invoiceMessages.issueTooLarge);
  const [pending] = await db.select().from(invoiceRecords).where(eq(invoiceRecords.id, input.recordId));
  if (!pending) throw new DomainError(Code.notFound, invoiceMessages.recordNotFound);
  if (pending.status !== InvoiceRecordStatus.pending) throw refuse(invoiceMessages.issueNotPending);
  // Unguessable, so a key alone (without a signature) leads nowhere even if it leaks into a log.
  const fileKey = `invoices/${pending.userId}/${pending.id}-${randomBytes(8).toString('hex')}.pdf`;
  await storage.put(fileKey, input.pdf, { contentType: 'application/pdf' });
  const issued = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .update(invoiceRecords)
        .set({
          status: InvoiceRecordStatus.issued,
          invoiceNo: number,
          fileKey,
          uploadedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(invoiceRecords.id, pending.id), eq(invoiceRecords.status, InvoiceRecordStatus.pending)))
        .returning();
      if (!row) return row;
      // The member learns it in 消息回复 (docs/spec-decisions.md "people are told"); the notice commits with the issue or not at all.
      await sendMemberNotice(tx, {
        userId: row.userId,
        title: '发票已开具',
        body: `您申请的发票已开具：发票号码 ${number}，金额 ${row.amount} 元`,
        link: '/user/recharge',
      });
      await record?.(tx, { before: pending, after: row });
      return row;
    })
    .catch(async (error: unknown) => {
      await storage.delete(fileKey);
      throw error;
    });
  if (!issued) {
    await storage.delete(fileKey);
    throw refuse(invoiceMessages.issueNotPending);
  }
  return issued;
}
