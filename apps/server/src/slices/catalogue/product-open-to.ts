import type { ProductTypeValue } from '@app/contract';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { entitlements } from '../../kernel/entitlements/index.ts';
import { CheckStatus, publiclyVisible } from '../../kernel/visibility/index.ts';

/**
 * Who may open a plugin's or material's page and downloads: everyone while it is public; once staff take
 * it off the shelf (approved, no longer published), still the members who bought it — what a member bought
 * stays theirs (the rule learning's courseOpenTo keeps for courses).
 */
export function productOpenTo(
  table: { id: PgColumn; status: PgColumn; isCheck: PgColumn },
  productType: ProductTypeValue,
  viewerId: number | null,
): SQL {
  if (viewerId === null) return publiclyVisible(table);
  return or(
    publiclyVisible(table),
    and(
      eq(table.isCheck, CheckStatus.approved),
      sql`exists (select 1 from ${entitlements} where ${entitlements.userId} = ${viewerId}
        and ${entitlements.productType} = ${productType} and ${entitlements.productId} = ${table.id}
        and ${entitlements.extendType} = '')`,
    ),
  )!;
}
