import { formatLongDate, parseDate } from '../../lib/format.ts';

/**
 * A long local date in a `<time>` element ('N/A' when absent, 'Invalid Date' when unparsable, docs/product.md §7.4).
 * A bare year-month-day is a calendar day: it never shifts a day back or forth with the time zone.
 */
export function DateText({
  value,
  className,
  lang,
}: {
  value: string | null | undefined;
  className?: string;
  /** The page's language, inside an item written in another. */
  lang?: string;
}) {
  const date = parseDate(value);
  const isValid = date !== null && !Number.isNaN(date.getTime());
  const text = formatLongDate(value);
  if (!isValid || !value)
    return (
      <span className={className} lang={lang}>
        {text}
      </span>
    );
  return (
    <time className={className} dateTime={value} lang={lang}>
      {text}
    </time>
  );
}
