import { ADDRESS_MAX, Code, commerceMessages, fillMessage, type Address } from '@app/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { clearDefault, lockMemberAddresses } from './address-rules.ts';
import { presentAddress } from './present-address.ts';
import { addresses } from './schema.ts';

export interface AddressFields {
  name: string;
  phone: string;
  address: string;
  post_code: string;
  /** 1 = make this the default; 0 = leave the default where it is (see address-rules.ts). */
  status: 0 | 1;
}

const columns = (f: AddressFields) => ({
  name: f.name,
  phone: f.phone,
  address: f.address,
  postCode: f.post_code,
});

/** Adds an address (at most ADDRESS_MAX per member); the first one, or one sent with status 1, is the default. */
export async function createAddress(db: Db, userId: number, fields: AddressFields): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockMemberAddresses(tx, userId);
    const [held] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    const n = Number(held?.n ?? 0);
    if (n >= ADDRESS_MAX)
      throw new DomainError(Code.refused, fillMessage(commerceMessages.addressLimit, { max: ADDRESS_MAX }));
    const makeDefault = n === 0 || fields.status === 1;
    if (makeDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...columns(fields), status: makeDefault ? 1 : 0 })
      .returning();
    return presentAddress(row!);
  });
}

/** Edits one of the member's addresses (4004 for anyone else's); status 1 makes it the default. */
export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  fields: AddressFields,
): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockMemberAddresses(tx, userId);
    const [current] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!current) throw new DomainError(Code.notFound, commerceMessages.addressNotFound);
    const makeDefault = current.status === 1 || fields.status === 1;
    if (makeDefault) await clearDefault(tx, userId, id);
    const [row] = await tx
      .update(addresses)
      .set({ ...columns(fields), status: makeDefault ? 1 : 0, updatedAt: new Date() })
      .where(eq(addresses.id, id))
      .returning();
    return presentAddress(row!);
  });
}
