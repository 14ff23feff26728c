import type { Address } from '@app/contract';
import type { addresses } from './schema.ts';

export function presentAddress(row: typeof addresses.$inferSelect): Address {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    address: row.address,
    post_code: row.postCode,
    status: row.status,
  };
}
