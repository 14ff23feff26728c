import { Code, invoiceMessages, type InvoiceInfo } from '@app/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { presentInvoiceInfo } from './present-invoice-info.ts';
import { invoiceInfos } from './schema.ts';

/** The member's headers: the default first, then the newest. */
export async function listInvoiceInfos(db: DbOrTx, userId: number): Promise<InvoiceInfo[]> {
  const rows = await db
    .select()
    .from(invoiceInfos)
    .where(eq(invoiceInfos.userId, userId))
    .orderBy(desc(invoiceInfos.isDefault), desc(invoiceInfos.id));
  return rows.map(presentInvoiceInfo);
}

/** One of the member's headers; anyone else's answers 4004 (never their data). */
export async function findOwnInvoiceInfo(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(invoiceInfos)
    .where(and(eq(invoiceInfos.id, id), eq(invoiceInfos.userId, userId)));
  if (!row) throw new DomainError(Code.notFound, invoiceMessages.infoNotFound);
  return row;
}
