import {
  ADMIN_COURSE_STATE_TEXT,
  adminCatalogueCalls,
  formatAmount,
  type AdminCategoryKind,
} from '@app/contract/web';
import { Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useApiQuery } from '../../../shared/api/query.ts';
import { SearchFilter, SelectFilter } from './filter-bar.tsx';
import { useTableParams } from './use-table-params.ts';

/**
 * What the lists of things on the shelf (courses, plugins, materials) share: the filters (category, state,
 * name or id, creator), the state tag, the price cell and the name cell with its picture.
 */
type ShelfState = 'on' | 'off' | 'review';
const STATE_COLOR = { on: 'success', off: 'default', review: 'processing' } as const;

/** 已上架 / 已下架 / 审核中 as a coloured tag. */
export const StateTag = ({ state }: { state: ShelfState }) => (
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

/** The name linking to the edit page, after the cover when there is one. */
export function NameCell(props: { to: string; image: string | null | undefined; name: string }) {
  return (
    <Link to={props.to} className="admin-course-cell">
      {props.image && <img src={props.image} alt="" width={64} height={40} />}
      <span>{props.name}</span>
    </Link>
  );
}

/**
 * A shelf list's filters, kept in the address (paging, name/id, category of `kind`, state, creator):
 * `query` for the list call, `filters` for the frame's filter bar; `nameLabel` names the search's subject.
 */
export function useShelfFilters(kind: AdminCategoryKind, nameLabel: string) {
  const table = useTableParams();
  const values = {
    keywords: table.get('keywords'),
    cate_id: Number(table.get('cate_id')) || 0,
    state: table.get('state') as '' | ShelfState,
    creator: table.get('creator'),
  };
  const categories = useApiQuery(adminCatalogueCalls.categories, { query: { kind } });
  const filters = (
    <>
      <SelectFilter
        label="分类"
        allLabel="全部分类"
        value={values.cate_id ? String(values.cate_id) : ''}
        options={(categories.data ?? []).map((c) => ({
          value: String(c.id),
          label: `${'　'.repeat(c.level - 1)}${c.name}`,
        }))}
        onChange={(v) => table.set({ cate_id: v })}
      />
      <SelectFilter
        label="状态"
        value={values.state}
        options={(['on', 'off', 'review'] as const).map((s) => ({
          value: s,
          label: ADMIN_COURSE_STATE_TEXT[s],
        }))}
        onChange={(v) => table.set({ state: v })}
      />
      <SearchFilter table={table} placeholder={`${nameLabel} / ID`} />
      <SearchFilter table={table} param="creator" placeholder="创作者昵称 / 手机号 / ID" />
    </>
  );
  return { table, query: { ...table.paging, ...values }, filters };
}
