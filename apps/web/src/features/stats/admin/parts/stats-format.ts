import { i18n } from '../../../../i18n/i18n.ts';
import { currentLocale, formatMoney, formatNumber } from '../../../../lib/format.ts';
import type { ChartSeries } from '../chart/chart-model.ts';

const MINUTE_MS = 60_000;

/** A share (0 to 1) as a percent with one decimal ('12.3%'); '—' when there is none (no hits). */
export function formatPercent(share: number | null): string {
  if (share === null) return i18n.t('admin.stats.noValue');
  return formatNumber(share, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** How long ago a moment was: '12 min', '3 h 20 min', '2 d 5 h'. */
export function formatAge(since: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / MINUTE_MS));
  if (minutes < 60) return i18n.t('admin.stats.age.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return i18n.t('admin.stats.age.hours', { hours, minutes: minutes % 60 });
  return i18n.t('admin.stats.age.days', { days: Math.floor(hours / 24), hours: hours % 24 });
}

/** The digits after the point in a currency ('brl' → 2, 'jpy' → 0); 2 for a code Intl cannot read. */
function fractionDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** An amount in cents on a chart's axis, short: 'R$ 1.2K'. */
function moneyTick(cents: number, currency: string): string {
  const amount = cents / 10 ** fractionDigits(currency);
  try {
    return new Intl.NumberFormat(currentLocale(), {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    }).format(amount);
  } catch {
    return formatNumber(amount, { notation: 'compact' });
  }
}

/**
 * How a series of cents shows: the site's money format in the table and readout, short on the axis, whole units on
 * the axis' steps, and the amount with its decimals (29.90) in the CSV, whose header names the currency.
 */
export function moneySeries(currency: string): Pick<ChartSeries, 'format' | 'tick' | 'unit' | 'csv'> {
  const digits = fractionDigits(currency);
  return {
    format: (cents) => formatMoney(cents, currency),
    tick: (cents) => moneyTick(cents, currency),
    unit: 10 ** digits,
    csv: (cents) => (cents / 10 ** digits).toFixed(digits),
  };
}
