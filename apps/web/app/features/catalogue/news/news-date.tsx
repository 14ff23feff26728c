import './news-date.css';

/** The news list's date block (000 §2.4, §2.11): the day large, 'YYYY-MM' under it. */
export function NewsDate({ day, year }: { day: string; year: string }) {
  return (
    <span className="news-date">
      <span className="news-date__day">{day}</span>
      <span className="news-date__year">{year}</span>
    </span>
  );
}
