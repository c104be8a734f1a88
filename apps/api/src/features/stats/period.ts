import {
  daysBetween,
  STATS_DEFAULT_DAYS,
  STATS_MAX_DAYS,
  type StatsBucket,
  StatsMessages,
  type StatsPeriod,
  type StatsQuery,
} from '@agaia/contract';
import { type SQL, sql } from 'drizzle-orm';
import { badRequest } from '../../platform/errors.ts';

/** A period of whole days in the operator's time zone, with the SQL pieces every view filters and groups by. */
export interface ResolvedPeriod extends StatsPeriod {
  /** The first instant of `from` and the first instant after `to`, in that time zone (SQL timestamptz). */
  start: SQL;
  end: SQL;
  /** The bucket's first day (text YYYY-MM-DD) of a `date` column, or of a `timestamptz` column. */
  bucketOfDay(column: SQL): SQL;
  bucketOfInstant(column: SQL): SQL;
}

const DAY_MS = 86_400_000;

const toDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  toDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** Today in the time zone, YYYY-MM-DD. */
function todayIn(timeZone: string, now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The first day of the bucket holding `day`: itself, its week's Monday (ISO weeks, as PostgreSQL's), its month's 1st. */
function bucketStart(day: string, bucket: StatsBucket): string {
  if (bucket === 'day') return day;
  if (bucket === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The first day of every bucket from the one holding `from` to the one holding `to`. */
function bucketStarts(from: string, to: string, bucket: StatsBucket): string[] {
  const starts: string[] = [];
  let current = bucketStart(from, bucket);
  while (current <= to) {
    starts.push(current);
    if (bucket === 'day') current = addDays(current, 1);
    else if (bucket === 'week') current = addDays(current, 7);
    else {
      const [year, month] = [Number(current.slice(0, 4)), Number(current.slice(5, 7))];
      current = toDay(new Date(Date.UTC(year, month, 1)));
    }
  }
  return starts;
}

/**
 * The query's period with its defaults (to: today; from: STATS_DEFAULT_DAYS days up to `to`), checked again once they
 * are filled in (a `from` after today with no `to` is reversed).
 */
export function resolvePeriod(query: StatsQuery, timeZone: string, now: Date): ResolvedPeriod {
  const to = query.to ?? todayIn(timeZone, now);
  const from = query.from ?? addDays(to, -(STATS_DEFAULT_DAYS - 1));
  const days = daysBetween(from, to);
  if (days < 1) badRequest(StatsMessages.reversed, { to: [StatsMessages.reversed] });
  if (days > STATS_MAX_DAYS) badRequest(StatsMessages.tooLong, { to: [StatsMessages.tooLong] });
  const { bucket } = query;
  // The bucket is one of three words the contract allows: safe to write into the statement.
  const unit = sql.raw(`'${bucket}'`);
  return {
    from,
    to,
    bucket,
    timeZone,
    buckets: bucketStarts(from, to, bucket),
    start: sql`(${from}::date::timestamp at time zone ${timeZone})`,
    end: sql`((${to}::date + 1)::timestamp at time zone ${timeZone})`,
    bucketOfDay: (column) => sql`date_trunc(${unit}, ${column}::timestamp)::date::text`,
    bucketOfInstant: (column) => sql`date_trunc(${unit}, ${column} at time zone ${timeZone})::date::text`,
  };
}

/** One number per bucket of the period, from rows keyed by their bucket's first day (0 where none). */
export function alignSeries<R extends { bucket: string }>(
  period: Pick<StatsPeriod, 'buckets'>,
  rows: readonly R[],
  value: (row: R) => number,
): number[] {
  const byBucket = new Map(rows.map((row) => [row.bucket, value(row)]));
  return period.buckets.map((bucket) => byBucket.get(bucket) ?? 0);
}

/** The period as an answer carries it (without the SQL pieces). */
export function publicPeriod(period: ResolvedPeriod): StatsPeriod {
  const { from, to, bucket, timeZone, buckets } = period;
  return { from, to, bucket, timeZone, buckets };
}

/** A count or sum as the database answers it (bigint comes as text), 0 when absent. */
export const num = (value: string | number | null | undefined): number => Number(value ?? 0);
