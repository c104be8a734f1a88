import type { StatsBucket } from '@agaia/contract';

/** The quick ranges the period picker offers. */
export const QUICK_RANGES = ['last7Days', 'last30Days', 'last12Months'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** A period as the picker sets it. */
export type PickedPeriod = { from: string; to: string; bucket: StatsBucket };

const pad = (value: number) => String(value).padStart(2, '0');
const dayOf = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

function utcDate(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}

/**
 * Today (YYYY-MM-DD) in a time zone: the operator's (the answers' period.timeZone), so "last 7 days" means the days
 * the server counts; the browser's own when the zone is unknown or not one Intl knows.
 */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(now);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value;
    return `${part('year')}-${part('month')}-${part('day')}`;
  } catch {
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  }
}

/** A day moved by a number of days (negative: earlier). */
export function addDays(day: string, days: number): string {
  const date = utcDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/**
 * A quick range ending today: the last 7 or 30 days by day (today included), or the last 12 months by month (from the
 * first day of the month 11 months back, so 12 whole or current months).
 */
export function quickRange(range: QuickRange, today: string): PickedPeriod {
  if (range === 'last7Days') return { from: addDays(today, -6), to: today, bucket: 'day' };
  if (range === 'last30Days') return { from: addDays(today, -29), to: today, bucket: 'day' };
  const date = utcDate(today);
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 11, 1));
  return { from: dayOf(first), to: today, bucket: 'month' };
}
