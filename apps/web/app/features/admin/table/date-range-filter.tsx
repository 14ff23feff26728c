import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { useTableParams } from './use-table-params.ts';

/** A China-day range filter kept in the query string as from/to 'YYYY-MM-DD' (inclusive), absent when open. */
export function DateRangeFilter({ table }: { table: ReturnType<typeof useTableParams> }) {
  const from = table.get('from');
  const to = table.get('to');
  return (
    <DatePicker.RangePicker
      aria-label="日期范围"
      value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
      allowEmpty={[true, true]}
      onChange={(values) =>
        table.set({
          from: values?.[0]?.format('YYYY-MM-DD') ?? '',
          to: values?.[1]?.format('YYYY-MM-DD') ?? '',
        })
      }
      style={{ width: 260 }}
    />
  );
}
