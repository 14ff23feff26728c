import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { InvoiceHeaderFields } from '@app/contract';
import { memberRef } from '../../kernel/schema.ts';
import { createdAt, updatedAt } from '../../db/columns.ts';

/**
 * A member's saved invoice headers (发票信息, 001 §3). Company fields are '' for a personal header.
 * At most one default per member: the partial unique index backs the rule save-invoice-info.ts keeps.
 */
export const invoiceInfos = pgTable(
  'invoice_infos',
  {
    id: serial('id').primaryKey(),
    userId: memberRef('user_id').notNull(),
    invoiceType: smallint('invoice_type').notNull(),
    invoiceContent: varchar('invoice_content', { length: 50 }).notNull(),
    headerType: smallint('header_type').notNull(),
    headerName: varchar('header_name', { length: 100 }).notNull(),
    taxNumber: varchar('tax_number', { length: 20 }).notNull().default(''),
    registeredAddress: varchar('registered_address', { length: 200 }).notNull().default(''),
    registeredPhone: varchar('registered_phone', { length: 20 }).notNull().default(''),
    bankName: varchar('bank_name', { length: 100 }).notNull().default(''),
    bankAccount: varchar('bank_account', { length: 40 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('invoice_infos_user_idx').on(t.userId, t.id),
    uniqueIndex('invoice_infos_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** The header as it was when the invoice was applied for: staff issue against this, not the live header. */
export type InvoiceHeaderSnapshot = InvoiceHeaderFields & { id: number; invoice_content: string };

/**
 * Invoice applications for recharge orders (开票记录, 001 §3, §4). status 1 pending, 2 issued (PDF stored
 * under file_key, number and upload time set), 3 reapplying (rejected by staff with `reject_reason`). amount is NUMERIC 元 with 2 decimals.
 * The partial unique index backs "one open (pending) request per order" under any interleaving.
 */
export const invoiceRecords = pgTable(
  'invoice_records',
  {
    id: serial('id').primaryKey(),
    userId: memberRef('user_id').notNull(),
    /** A paid recharge order of the wallet slice (checked there on apply; no cross-slice foreign key). */
    rechargeOrderId: integer('recharge_order_id').notNull(),
    /** The header chosen; kept as a plain number because the member may delete the header later. */
    invoiceInfoId: integer('invoice_info_id'),
    header: jsonb('header').notNull().$type<InvoiceHeaderSnapshot>(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    status: smallint('status').notNull().default(1),
    invoiceNo: varchar('invoice_no', { length: 64 }),
    fileKey: varchar('file_key', { length: 255 }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    /** Why staff rejected the request (status 3, shown to the member); '' otherwise. */
    rejectReason: varchar('reject_reason', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('invoice_records_order_idx').on(t.rechargeOrderId, t.id),
    uniqueIndex('invoice_records_one_pending')
      .on(t.rechargeOrderId)
      .where(sql`${t.status} = 1`),
  ],
);
