import type { DbOrTx } from '../../db/client.ts';

/**
 * Runs inside an owner function's transaction with the item before and after the change, as refunds and
 * wallet adjustments do: the back office appends its audit row there, so the change and its row commit
 * together or not at all. A creation has no before, a deletion no after (`undefined`).
 */
export type RecordChange<Before, After = Before> = (
  tx: DbOrTx,
  change: { before: Before; after: After },
) => Promise<void>;

/** The same for a creation, which also hands over the new row's id (the audit row names it). */
export type RecordCreation<After> = (
  tx: DbOrTx,
  change: { id: number; before: undefined; after: After },
) => Promise<void>;
