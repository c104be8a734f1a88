import type { StatsPeriod } from '@agaia/contract';
import { formatNumber } from '../../../../lib/format.ts';
import { type CsvValue, toCsv } from './csv.ts';
import { bucketLabel, bucketTick } from './day-format.ts';

/** How many series colours the design gives charts (--chart-1 … --chart-6 in tokens.css). */
export const CHART_COLORS = 6;

/** One series of figures: one number per row of its chart (a bucket of the period, or a category). */
export type ChartSeries = {
  key: string;
  label: string;
  values: readonly number[];
  /** Drawn as bars or a line; a chart of categories is always bars. */
  kind?: 'line' | 'bar';
  /** Which value axis it is read on: a second one on the right for another unit (paid orders beside money). */
  axis?: 'left' | 'right';
  /** Its colour among the design's chart colours (0 to CHART_COLORS - 1). */
  color: number;
  /** A dashed line: the average beside a peak of the same colour. */
  isDashed?: boolean;
  /** A figure as the table and the chart's readout show it (default: the locale's number). */
  format?: (value: number) => string;
  /** A figure on the chart's value axis, short (default: the locale's compact number, '1.2K'). */
  tick?: (value: number) => string;
  /** The smallest step between the value axis' lines: 1 for counts, 100 for cents (whole units of money). */
  unit?: number;
  /** A figure as the CSV holds it (default: the number itself). */
  csv?: (value: number) => CsvValue;
  /** The CSV column's header, when it says more than the label (the currency). */
  csvLabel?: string;
};

/**
 * What a figure shows: its rows (the buckets of a period, or categories such as classes) and its series. The same
 * model draws the chart, fills the table and writes the CSV, so the three always hold the same numbers.
 */
export type ChartModel = {
  /** 'time': the buckets of a period, left to right; 'category': one horizontal bar per category. */
  layout: 'time' | 'category';
  /** The first column's header: 'Day', 'Week starting', 'Class'. */
  keyHeader: string;
  /** Each row's key as the CSV writes it: a bucket's first day (YYYY-MM-DD) or a category's name. */
  keys: readonly string[];
  /** Each row's name as the table shows it. */
  labels: readonly string[];
  /** Each row's name on the chart's axis, shorter. */
  ticks: readonly string[];
  series: readonly ChartSeries[];
};

/** A series' figure as the table shows it. */
export function formatValue(series: ChartSeries, value: number): string {
  return series.format ? series.format(value) : formatNumber(value);
}

/** A series' figure for one row: 0 where the answer holds none. */
export const valueAt = (series: ChartSeries, row: number): number => series.values[row] ?? 0;

/** A chart over the buckets of a period: one row per bucket, named by its first day. */
export function timeModel(
  period: StatsPeriod,
  keyHeader: string,
  series: readonly ChartSeries[],
): ChartModel {
  return {
    layout: 'time',
    keyHeader,
    keys: period.buckets,
    labels: period.buckets.map((day) => bucketLabel(day, period.bucket)),
    ticks: period.buckets.map((day) => bucketTick(day, period.bucket)),
    series,
  };
}

/** A chart of categories (classes, statuses, rewards): one bar per category, in the given order. */
export function categoryModel(
  keyHeader: string,
  categories: readonly string[],
  series: ChartSeries,
  ticks: readonly string[] = categories,
): ChartModel {
  return { layout: 'category', keyHeader, keys: categories, labels: categories, ticks, series: [series] };
}

/** The model's CSV: the headers, then one line per row (a bucket or a category) with every series' figure. */
export function modelCsv(model: ChartModel): string {
  const header = [model.keyHeader, ...model.series.map((series) => series.csvLabel ?? series.label)];
  const rows = model.keys.map((key, row) => [
    key,
    ...model.series.map((series) => {
      const value = valueAt(series, row);
      return series.csv ? series.csv(value) : value;
    }),
  ]);
  return toCsv([header, ...rows]);
}
