import { Code, commerceMessages } from '@app/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { lockMemberAddresses } from './address-rules.ts';
import { addresses } from './schema.ts';

/**
 * Deletes one of the member's addresses (4004 for anyone else's). Orders keep their own copy of the
 * consignee. Deleting the default makes the newest remaining address the default.
 */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMemberAddresses(tx, userId);
    const [gone] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (!gone) throw new DomainError(Code.notFound, commerceMessages.addressNotFound);
    if (gone.status !== 1) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (next)
      await tx.update(addresses).set({ status: 1, updatedAt: new Date() }).where(eq(addresses.id, next.id));
  });
}
