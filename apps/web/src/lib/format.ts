import { i18n } from '../i18n/i18n.ts';

type DateInput = string | number | Date | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The locale of the current language, for Intl. */
export function currentLocale(): string {
  return i18n.language || 'en';
}

/** Parses a date; a bare year-month-day is a local calendar day, not UTC midnight. Null when absent. */
export function parseDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value;
  const dateOnly = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  if (dateOnly) return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  return new Date(value);
}

function formatDate(value: DateInput, options: Intl.DateTimeFormatOptions): string {
  const date = parseDate(value);
  if (date === null) return i18n.t('format.notAvailable');
  if (Number.isNaN(date.getTime())) return i18n.t('format.invalidDate');
  return new Intl.DateTimeFormat(currentLocale(), options).format(date);
}

/** A long local date ('June 24, 2025'); 'N/A' when absent, 'Invalid Date' when unparsable (SPEC §5). */
export function formatLongDate(value: DateInput): string {
  return formatDate(value, { dateStyle: 'long' });
}

/** A long local date and time ('June 24, 2025 at 3:05 PM'); 'N/A' when absent, 'Invalid Date' when unparsable. */
export function formatLongDateTime(value: DateInput): string {
  return formatDate(value, { dateStyle: 'long', timeStyle: 'short' });
}

/** A local date and time ('Jun 24, 2025, 3:05 PM'); 'N/A' when absent, 'Invalid Date' when unparsable. */
export function formatDateTime(value: DateInput): string {
  return formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A number with the locale's grouping ('1,234'). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(currentLocale(), options).format(value);
}

/** An amount held in the currency's minor unit (cents) as money: formatMoney(1990, 'BRL') → 'R$19.90'. */
export function formatMoney(minorUnits: number, currency: string): string {
  const formatter = new Intl.NumberFormat(currentLocale(), { style: 'currency', currency });
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(minorUnits / 10 ** digits);
}

/** Minutes as '{n} min' under an hour, else '{h}h {m}m' (SPEC §4). */
export function formatMinutes(totalMinutes: number): string {
  const minutes = Math.max(0, Math.floor(totalMinutes));
  if (minutes < 60) return i18n.t('format.minutes', { count: minutes });
  return i18n.t('format.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}
