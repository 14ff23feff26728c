import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { addresses } from './schema.ts';

/*
 * Default address rule (001 §2.13, §4): a member with addresses has exactly one default (status 1).
 * - the first address becomes the default;
 * - status 1 on add or edit moves the default there (设为默认 = an edit with the card's fields and status 1);
 * - status 0 never leaves the member without one: editing the default with status 0 keeps it the default;
 * - deleting the default promotes the newest remaining address.
 * Every change runs under a per-member lock; the partial unique index `addresses_one_default` backs "at most one".
 */

/** Advisory-lock namespace of "this member is changing addresses". */
const ADDRESS_LOCK_NAMESPACE = 7_406;

export async function lockMemberAddresses(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_NAMESPACE}, ${userId})`);
}

/** Takes the default away from every address of the member except `exceptId`. */
export async function clearDefault(tx: DbOrTx, userId: number, exceptId = 0): Promise<void> {
  await tx
    .update(addresses)
    .set({ status: 0, updatedAt: new Date() })
    .where(and(eq(addresses.userId, userId), eq(addresses.status, 1), ne(addresses.id, exceptId)));
}
