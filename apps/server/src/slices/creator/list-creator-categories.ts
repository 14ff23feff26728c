import { TENANT_ALIAS, type ContributionKind } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { listCategoryRows } from '../catalogue/index.ts';

export interface CreatorCategory {
  id: number;
  parent_id: number;
  name: string;
  alias: string;
  level: number;
  selectable: boolean;
}

/**
 * One kind's categories, flat (001 §7 getUserCate), each marked whether a member may file under it: a
 * 'tenant' branch is shown but neither it nor anything below it can be chosen (001 §3, §6).
 */
export async function listCreatorCategories(db: DbOrTx, kind: ContributionKind): Promise<CreatorCategory[]> {
  const rows = await listCategoryRows(db, kind);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const underTenant = (id: number): boolean => {
    for (let row = byId.get(id), depth = 0; row && depth < 8; row = byId.get(row.parentId), depth++)
      if (row.alias === TENANT_ALIAS) return true;
    return false;
  };
  return rows.map((r) => ({
    id: r.id,
    parent_id: r.parentId,
    name: r.name,
    alias: r.alias,
    level: r.level,
    selectable: !underTenant(r.id),
  }));
}
