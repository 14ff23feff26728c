import type { DbOrTx } from '../../db/client.ts';

/**
 * What account's answers show from slices above it, plugged in by the composition root (slices/index.ts).
 * Account sits at the bottom of the slice graph, so it cannot import them; the user answer still carries
 * wait_read, the count of unread messages (replies and system notices) the community slice keeps.
 */
export interface AccountPorts {
  countUnreadMessages(db: DbOrTx, memberId: number): Promise<number>;
}
