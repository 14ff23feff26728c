import { Input, Select } from 'antd';
import type { ReactNode } from 'react';
import type { useTableParams } from './use-table-params.ts';

/** The row of filters above an admin table (wraps; full width per control below 768 px). */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div className="admin-filters">{children}</div>;
}

/**
 * A search box for the query-string value `param` (default keywords) that filters on Enter or the search
 * button (not on every keystroke).
 */
export function SearchFilter(props: {
  table: ReturnType<typeof useTableParams>;
  param?: string;
  placeholder: string;
}) {
  const { table, param = 'keywords' } = props;
  const value = table.get(param);
  return (
    <Input.Search
      key={value}
      defaultValue={value}
      placeholder={props.placeholder}
      allowClear
      maxLength={50}
      enterButton="搜索"
      onSearch={(next) => table.set({ [param]: next.trim() })}
      style={{ width: 300 }}
    />
  );
}

/** A select whose '' option means "all". */
export function SelectFilter(props: {
  value: string;
  options: { value: string; label: string }[];
  allLabel?: string;
  label: string;
  onChange: (value: string) => void;
}) {
  return (
    <Select
      aria-label={props.label}
      value={props.value}
      onChange={props.onChange}
      options={[{ value: '', label: props.allLabel ?? `全部${props.label}` }, ...props.options]}
      style={{ width: 160 }}
    />
  );
}
