import { DatePicker } from 'antd';
import dayjs from 'dayjs';

/** A China-day range filter kept as 'YYYY-MM-DD' strings (inclusive), '' for an open side. */
export function DateRangeFilter(props: {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}) {
  return (
    <DatePicker.RangePicker
      aria-label="日期范围"
      value={[props.from ? dayjs(props.from) : null, props.to ? dayjs(props.to) : null]}
      allowEmpty={[true, true]}
      onChange={(values) =>
        props.onChange({
          from: values?.[0]?.format('YYYY-MM-DD') ?? '',
          to: values?.[1]?.format('YYYY-MM-DD') ?? '',
        })
      }
      style={{ width: 260 }}
    />
  );
}
