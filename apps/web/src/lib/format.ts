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

/** A long local date ('June 24, 2025'); 'N/A' when absent, 'Invalid Date' when unparsable (docs/product.md §7.4). */
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

const ISO_CURRENCY = /^[a-z]{3}$/i;
const moneyFormatters = new Map<string, Intl.NumberFormat>();

/**
 * The usual locale of an ISO 4217 currency: its first two letters name the issuing country (brl → BR → pt-BR,
 * usd → en-US, eur → en-EU), and the country's likely language comes from Intl's locale data.
 */
function currencyLocale(currency: string): string {
  const { language, region } = new Intl.Locale('und', { region: currency.slice(0, 2) }).maximize();
  return region ? `${language}-${region}` : currentLocale();
}

function moneyFormatter(currency: string): Intl.NumberFormat {
  let formatter = moneyFormatters.get(currency);
  if (!formatter) {
    // Western digits whatever the locale: the site is read in English.
    const options = { style: 'currency', currency, numberingSystem: 'latn' } as const;
    formatter = new Intl.NumberFormat(currencyLocale(currency), options);
    moneyFormatters.set(currency, formatter);
  }
  return formatter;
}

/**
 * An amount in the currency's minor unit (cents) as the site shows money (docs/product.md §8.2): the amount as the
 * currency's usual locale writes it, a no-break space, then its symbol. formatMoney(2990, 'brl') → '29,90 R$'; 'usd'
 * → '29.90 $'; 'eur' → '29.90 €'; formatMoney(500, 'jpy') → '500 ￥'. The code may be in any case.
 */
export function formatMoney(minorUnits: number, currency: string): string {
  // Not a currency code Intl could read: the cents as a plain amount, so a bad value never breaks the page.
  if (!ISO_CURRENCY.test(currency)) return formatNumber(minorUnits / 100, { minimumFractionDigits: 2 });
  const formatter = moneyFormatter(currency.toUpperCase());
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  const parts = formatter.formatToParts(minorUnits / 10 ** digits);
  // The locale's own spaces and direction marks around the symbol are dropped: the symbol always goes last.
  const amount = parts
    .filter((part) => part.type !== 'currency' && part.type !== 'literal')
    .map((part) => part.value)
    .join('');
  const symbol = parts.find((part) => part.type === 'currency')?.value ?? currency.toUpperCase();
  return `${amount}\u00a0${symbol}`;
}

/** The symbol money in the currency is shown with ('brl' → 'R$'); the code in capitals when Intl has none. */
export function currencySymbol(currency: string): string {
  if (!ISO_CURRENCY.test(currency)) return currency.toUpperCase();
  const parts = moneyFormatter(currency.toUpperCase()).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency.toUpperCase();
}

/** Minutes as '{n} min' under an hour, else '{h}h {m}m' (docs/product.md §9.4). */
export function formatMinutes(totalMinutes: number): string {
  const minutes = Math.max(0, Math.floor(totalMinutes));
  if (minutes < 60) return i18n.t('format.minutes', { count: minutes });
  return i18n.t('format.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}
