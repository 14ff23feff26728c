import {
  Code,
  fillMessage,
  INVOICE_INFO_MAX,
  invoiceMessages,
  type InvoiceHeaderInput,
  type InvoiceInfo,
} from '@app/contract';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { findOwnInvoiceInfo } from './list-invoice-infos.ts';
import { presentInvoiceInfo } from './present-invoice-info.ts';
import { invoiceInfos } from './schema.ts';

/*
 * Default header rule: at most one default per member, and the first header is the default (the apply
 * dialog preselects it). Every change runs under a per-member advisory lock so two saves cannot both make
 * a default; the partial unique index invoice_infos_one_default backs it.
 */
const INVOICE_INFO_LOCK_NAMESPACE = 7_411;

async function lockMemberInfos(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${INVOICE_INFO_LOCK_NAMESPACE}, ${userId})`);
}

async function clearDefault(tx: DbOrTx, userId: number, exceptId = 0): Promise<void> {
  await tx
    .update(invoiceInfos)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(eq(invoiceInfos.userId, userId), eq(invoiceInfos.isDefault, true), ne(invoiceInfos.id, exceptId)),
    );
}

const columns = (h: InvoiceHeaderInput) => ({
  invoiceType: h.invoice_type,
  invoiceContent: h.invoice_content,
  headerType: h.header_type,
  headerName: h.header_name,
  taxNumber: h.tax_number,
  registeredAddress: h.registered_address,
  registeredPhone: h.registered_phone,
  bankName: h.bank_name,
  bankAccount: h.bank_account,
});

export async function createInvoiceInfo(db: Db, userId: number, h: InvoiceHeaderInput): Promise<InvoiceInfo> {
  return db.transaction(async (tx) => {
    await lockMemberInfos(tx, userId);
    const [held] = await tx.select({ n: count() }).from(invoiceInfos).where(eq(invoiceInfos.userId, userId));
    const n = Number(held?.n ?? 0);
    if (n >= INVOICE_INFO_MAX)
      throw new DomainError(Code.refused, fillMessage(invoiceMessages.infoLimit, { max: INVOICE_INFO_MAX }));
    const isDefault = n === 0 || h.is_default;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(invoiceInfos)
      .values({ userId, ...columns(h), isDefault })
      .returning();
    return presentInvoiceInfo(row!);
  });
}

/** Edits one of the member's headers (4004 for anyone else's); is_default true moves the default here. */
export async function updateInvoiceInfo(
  db: Db,
  userId: number,
  id: number,
  h: InvoiceHeaderInput,
): Promise<InvoiceInfo> {
  if (h.id !== undefined && h.id !== id) throw new DomainError(Code.invalid, invoiceMessages.idMismatch);
  return db.transaction(async (tx) => {
    await lockMemberInfos(tx, userId);
    await findOwnInvoiceInfo(tx, userId, id);
    if (h.is_default) await clearDefault(tx, userId, id);
    const [row] = await tx
      .update(invoiceInfos)
      .set({ ...columns(h), isDefault: h.is_default, updatedAt: new Date() })
      .where(eq(invoiceInfos.id, id))
      .returning();
    return presentInvoiceInfo(row!);
  });
}

/** Deletes one of the member's headers; records keep their own snapshot of it. */
export async function deleteInvoiceInfo(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMemberInfos(tx, userId);
    const gone = await tx
      .delete(invoiceInfos)
      .where(and(eq(invoiceInfos.id, id), eq(invoiceInfos.userId, userId)))
      .returning({ id: invoiceInfos.id });
    if (gone.length === 0) throw new DomainError(Code.notFound, invoiceMessages.infoNotFound);
  });
}
