import {
  ADMIN_COURSE_STATE_TEXT,
  adminCatalogueCalls,
  formatAmount,
  type AdminCategoryKind,
} from '@app/contract/web';
import { Tag, Typography } from 'antd';
import { useApiQuery } from '../../../shared/api/query.ts';
import { FilterBar, SearchFilter, SelectFilter } from '../table/filter-bar.tsx';
import { useTableParams } from '../table/use-table-params.ts';

type ProductState = 'on' | 'off' | 'review';
const STATE_COLOR = { on: 'success', off: 'default', review: 'processing' } as const;

/** 已上架 / 已下架 / 审核中 as a coloured tag. */
export const StateTag = ({ state }: { state: ProductState }) => (
  <Tag color={STATE_COLOR[state]}>{ADMIN_COURSE_STATE_TEXT[state]}</Tag>
);

/** The price a buyer pays, with the crossed-out price while a discount runs. */
export function PriceCell({
  row,
}: {
  row: { price: number; has_discount: boolean; discount_price: number };
}) {
  if (!row.has_discount) return <>{formatAmount(row.price)}</>;
  return (
    <>
      {formatAmount(row.discount_price)}{' '}
      <Typography.Text delete type="secondary">
        {formatAmount(row.price)}
      </Typography.Text>
    </>
  );
}

/** The plugin and material tables' filters, kept in the address (paging, name/id, category, state, creator). */
export function useProductTable(kind: AdminCategoryKind) {
  const table = useTableParams();
  const filters = {
    keywords: table.get('keywords'),
    cate_id: Number(table.get('cate_id')) || 0,
    state: table.get('state') as '' | ProductState,
    creator: table.get('creator'),
  };
  const categories = useApiQuery(adminCatalogueCalls.categories, { query: { kind } });
  const bar = (nameLabel: string) => (
    <FilterBar>
      <SelectFilter
        label="分类"
        allLabel="全部分类"
        value={filters.cate_id ? String(filters.cate_id) : ''}
        options={(categories.data ?? []).map((c) => ({
          value: String(c.id),
          label: `${'　'.repeat(c.level - 1)}${c.name}`,
        }))}
        onChange={(v) => table.set({ cate_id: v })}
      />
      <SelectFilter
        label="状态"
        value={filters.state}
        options={(['on', 'off', 'review'] as const).map((s) => ({
          value: s,
          label: ADMIN_COURSE_STATE_TEXT[s],
        }))}
        onChange={(v) => table.set({ state: v })}
      />
      <SearchFilter
        value={filters.keywords}
        placeholder={`${nameLabel} / ID`}
        onSearch={(v) => table.set({ keywords: v })}
      />
      <SearchFilter
        value={filters.creator}
        placeholder="创作者昵称 / 手机号 / ID"
        onSearch={(v) => table.set({ creator: v })}
      />
    </FilterBar>
  );
  return { table, query: { ...table.paging, ...filters }, bar };
}
