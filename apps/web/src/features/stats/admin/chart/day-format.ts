import type { StatsBucket } from '@agaia/contract';
import { i18n } from '../../../../i18n/i18n.ts';
import { currentLocale } from '../../../../lib/format.ts';

/** A calendar day (YYYY-MM-DD) as a Date at UTC midnight: formatted in UTC, it never moves to a neighbour day. */
function utcDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}

function format(day: string, options: Intl.DateTimeFormatOptions): string {
  const date = utcDay(day);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(currentLocale(), { ...options, timeZone: 'UTC' }).format(date);
}

/** A calendar day as the locale writes it ('Nov 3, 2026'). */
export function formatDay(day: string): string {
  return format(day, { dateStyle: 'medium' });
}

/**
 * A bucket by its first day, as a table row names it: a day ('Nov 3, 2026'), a week by its first day ('Week of
 * Nov 3, 2026'), a month by month and year ('November 2026').
 */
export function bucketLabel(day: string, bucket: StatsBucket): string {
  if (bucket === 'month') return format(day, { month: 'long', year: 'numeric' });
  if (bucket === 'week') return i18n.t('admin.stats.chart.weekOf', { date: formatDay(day) });
  return formatDay(day);
}

/** A bucket as the chart's axis names it, shorter: 'Nov 3' for a day or a week, 'Nov 2026' for a month. */
export function bucketTick(day: string, bucket: StatsBucket): string {
  if (bucket === 'month') return format(day, { month: 'short', year: 'numeric' });
  return format(day, { month: 'short', day: 'numeric' });
}
