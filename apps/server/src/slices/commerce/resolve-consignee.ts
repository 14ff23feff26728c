import { Code, commerceMessages, ProductType } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { addresses } from './schema.ts';

export interface Consignee {
  name: string;
  phone: string;
  address: string;
  post_code: string;
}

/**
 * The delivery address copied into an order (000 §2.15, §5): a material needs one ('请选择收获地址'),
 * a course may carry one, a plugin ignores it. The address must be the member's own.
 */
export async function resolveConsignee(
  db: DbOrTx,
  userId: number,
  productType: number,
  addressId: number | undefined,
): Promise<Consignee | null> {
  if (productType === ProductType.plug) return null;
  if (addressId === undefined) {
    if (productType === ProductType.goods)
      throw new DomainError(Code.invalid, commerceMessages.addressRequired);
    return null;
  }
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  if (!row) throw new DomainError(Code.notFound, commerceMessages.addressNotFound);
  return { name: row.name, phone: row.phone, address: row.address, post_code: row.postCode };
}
