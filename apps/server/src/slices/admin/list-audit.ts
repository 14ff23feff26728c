import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminAuditLog } from './schema.ts';
import { dayRange } from './table-query.ts';

export interface AuditFilter {
  offset: number;
  limit: number;
  staffId: number;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
}

/** A page of the audit log, newest first, filtered by staff, action, target and China days. */
export async function listAudit(db: Db, filter: AuditFilter) {
  const conditions: SQL[] = [...dayRange(adminAuditLog.createdAt, filter.from, filter.to)];
  if (filter.staffId) conditions.push(eq(adminAuditLog.staffId, filter.staffId));
  if (filter.action) conditions.push(eq(adminAuditLog.action, filter.action));
  if (filter.targetType) conditions.push(eq(adminAuditLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(adminAuditLog.targetId, filter.targetId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.id))
      .limit(filter.limit)
      .offset(filter.offset * filter.limit),
    db.select({ n: count() }).from(adminAuditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
