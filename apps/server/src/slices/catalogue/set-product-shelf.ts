import { adminProductMessages, Code } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError, refuse } from '../../kernel/errors/index.ts';
import { CheckStatus, ContentStatus } from '../../kernel/visibility/index.ts';
import type { RecordChange } from './record-change.ts';
import { goods, plugins } from './schema.ts';

const TABLES = {
  plug: { table: plugins, notFound: adminProductMessages.plugNotFound },
  goods: { table: goods, notFound: adminProductMessages.goodsNotFound },
} as const;

/**
 * 上架 / 下架 a plugin or material: an approved item is public while published (status 2) and hidden from
 * guests, lists and search when taken off (status 0). Members who bought it keep its page and downloads
 * (productOpenTo), as with courses.
 */
export async function setProductShelf(
  db: Db,
  kind: 'plug' | 'goods',
  id: number,
  onShelf: boolean,
  record?: RecordChange<{ status: number }>,
): Promise<void> {
  const { table, notFound } = TABLES[kind];
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: table.status, isCheck: table.isCheck })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    if (!before) throw new DomainError(Code.notFound, notFound);
    if (before.isCheck !== CheckStatus.approved) throw refuse(adminProductMessages.notApproved, Code.refused);
    const status = onShelf ? ContentStatus.published : ContentStatus.draft;
    await tx.update(table).set({ status, updatedAt: new Date() }).where(eq(table.id, id));
    await record?.(tx, { before: { status: before.status }, after: { status } });
  });
}
