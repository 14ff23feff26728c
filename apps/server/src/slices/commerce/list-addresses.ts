import type { Address } from '@app/contract';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { presentAddress } from './present-address.ts';
import { addresses } from './schema.ts';

/** The member's addresses: the default first, then the newest. */
export async function listAddresses(db: DbOrTx, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.status), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(presentAddress);
}
