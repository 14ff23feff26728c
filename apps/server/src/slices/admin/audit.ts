import type { DbOrTx } from '../../db/client.ts';
import { adminAuditLog } from './schema.ts';

/** Who acts, and from where: every admin call knows it (staff-route.ts) and hands it to the domain function. */
export interface StaffActor {
  id: number;
  name: string;
  ip: string;
  userAgent: string;
}

export interface AuditEntry {
  /** '<area>.<verb>', e.g. 'order.refund', 'review.approve', 'member.disable'. */
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one row to the audit log. Call it inside the transaction of the action it records, so that the
 * action and its row commit together or not at all.
 */
export async function recordAudit(tx: DbOrTx, actor: StaffActor, entry: AuditEntry): Promise<void> {
  await tx.insert(adminAuditLog).values({
    staffId: actor.id,
    staffName: actor.name,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before === undefined ? null : jsonSafe(entry.before),
    after: entry.after === undefined ? null : jsonSafe(entry.after),
    ip: actor.ip.slice(0, 64),
    userAgent: actor.userAgent.slice(0, 255),
  });
}

/** Dates as ISO strings, secrets never: a row may hold a member or staff record as it was. */
function jsonSafe(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (key, v) =>
      /passwordHash|securityAnswers|totpSecret|totpPending|tokenHash/.test(key) ? undefined : v,
    ),
  );
}

/**
 * The `record` callback an owning slice's function takes (`record(tx, {before, after})`): appends the audit
 * row for this action in that function's transaction.
 */
export function auditChange(
  actor: StaffActor,
  action: string,
  targetType: string,
  targetId: string | number,
) {
  return (tx: DbOrTx, change: { before: unknown; after: unknown }) =>
    recordAudit(tx, actor, { action, targetType, targetId, before: change.before, after: change.after });
}
