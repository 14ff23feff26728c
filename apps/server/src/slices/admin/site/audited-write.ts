import { Code } from '@app/contract';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { refuse } from '../../../kernel/errors/index.ts';
import { recordAudit, type StaffActor } from '../audit.ts';

/**
 * Audited writes of one back-office record (an article, an AI work): the write and its audit row commit
 * together. The store hands in its table's queries as functions, so these know no table.
 */

/** Where one kind's audit rows point, and what they keep of a row. */
export interface AuditedRecord<Row> {
  /** 'news' → actions 'news.create', 'news.update'…; also the audit's target type unless `targetType`. */
  actionPrefix: string;
  targetType: string;
  notFound: string;
  snapshot: (row: Row) => unknown;
}

/** Inserts one row and its audit row in one transaction; answers the new row. */
export async function createAudited<Row extends { id: number }>(
  db: Db,
  actor: StaffActor,
  kind: AuditedRecord<Row>,
  insert: (tx: DbOrTx) => Promise<Row[]>,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const [row] = await insert(tx);
    await recordAudit(tx, actor, {
      action: `${kind.actionPrefix}.create`,
      targetType: kind.targetType,
      targetId: row!.id,
      after: kind.snapshot(row!),
    });
    return row!;
  });
}

/** Locks a row, changes it and hands before/after to the audit; a missing one is refused. */
export async function changeAudited<Row>(
  db: Db,
  actor: StaffActor,
  kind: AuditedRecord<Row>,
  target: { id: number; verb: string },
  steps: { lock: (tx: DbOrTx) => Promise<Row[]>; write: (tx: DbOrTx) => Promise<Row[]> },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await steps.lock(tx);
    if (!before) throw refuse(kind.notFound, Code.notFound);
    const [after] = await steps.write(tx);
    await recordAudit(tx, actor, {
      action: `${kind.actionPrefix}.${target.verb}`,
      targetType: kind.targetType,
      targetId: target.id,
      before: kind.snapshot(before),
      after: kind.snapshot(after!),
    });
  });
}

/** Deletes a row for good (and what hangs on it, `also`); the audit keeps it whole. */
export async function deleteAudited<Row>(
  db: Db,
  actor: StaffActor,
  kind: AuditedRecord<Row>,
  id: number,
  remove: (tx: DbOrTx) => Promise<Row[]>,
  also?: (tx: DbOrTx) => Promise<unknown>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await remove(tx);
    if (!before) throw refuse(kind.notFound, Code.notFound);
    await also?.(tx);
    await recordAudit(tx, actor, {
      action: `${kind.actionPrefix}.delete`,
      targetType: kind.targetType,
      targetId: id,
      before: kind.snapshot(before),
    });
  });
}
