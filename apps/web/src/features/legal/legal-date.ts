// How a language writes the day of a date in full, where it differs from the plain number Intl gives.
const englishOrdinal = new Intl.PluralRules('en', { type: 'ordinal' });
const ENGLISH_SUFFIXES: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd' };
const WRITTEN_DAY: Record<string, (day: number) => string> = {
  // June 1st, 2nd, 3rd, 24th.
  en: (day) => `${day}${ENGLISH_SUFFIXES[englishOrdinal.select(day)] ?? 'th'}`,
  // The first of the month is an ordinal in Brazilian usage (1º de julho), the other days plain numbers.
  pt: (day) => (day === 1 ? '1º' : String(day)),
};

/**
 * A date (`yyyy-mm-dd`) written in full as a language writes it, by Intl: "June 24th, 2025" in English, "24 de junho
 * de 2025" in Brazilian Portuguese. A calendar day, the same whatever the reader's time zone (and the server's).
 */
export function formatLegalDate(isoDate: string, language: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const writtenDay = WRITTEN_DAY[language.split('-')[0] ?? ''];
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .formatToParts(date)
    .map((part) => (part.type === 'day' && writtenDay ? writtenDay(date.getUTCDate()) : part.value))
    .join('');
}
