import { staffMayUse, type StaffRole } from '@app/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contributions } from '../creator/schema.ts';
import { invoiceRecords } from '../invoicing/schema.ts';

/**
 * 工作台's counts of what waits for staff, each only for a role that may act on it (null otherwise, so the
 * page shows no card it could not follow): submissions sent to review and not decided (the review queue's
 * 待审核, list-submissions.ts), invoice requests not yet issued or rejected (发票管理's 待开票).
 * Members cannot ask for a refund (staff refund on their own, docs/spec-decisions.md), so there is no
 * refund queue to count.
 */
export async function countTodo(db: Db, role: StaffRole) {
  const [review, invoices] = await Promise.all([
    staffMayUse(role, 'review')
      ? db
          .select({ n: count() })
          .from(contributions)
          .where(and(eq(contributions.status, 2), eq(contributions.isCheck, 1)))
      : null,
    staffMayUse(role, 'invoices')
      ? db.select({ n: count() }).from(invoiceRecords).where(eq(invoiceRecords.status, 1))
      : null,
  ]);
  return { review: review ? (review[0]?.n ?? 0) : null, invoices: invoices ? (invoices[0]?.n ?? 0) : null };
}
