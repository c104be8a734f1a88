/**
 * The site's languages, each named in itself. A language is its line here and its catalog folder (the web's
 * `apps/web/src/i18n/<code>/`, the same files as `i18n/en/`); the first is the default and the fallback of any message
 * another one lacks. The server keeps an account's language among these codes.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'pt-BR', name: 'Português (Brasil)' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = LANGUAGES[0].code;
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

export const isLanguage = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

/**
 * The language of a first visit, from the browser's list in its order of preference: an exact tag first (pt-BR),
 * else the same base language (pt, pt-PT → pt-BR; en-GB → en); the default when none matches.
 */
export function matchLanguage(preferred: readonly string[]): LanguageCode {
  for (const tag of preferred) {
    const exact = LANGUAGE_CODES.find((code) => code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = tag.split('-')[0]?.toLowerCase();
    const sameBase = LANGUAGE_CODES.find((code) => code.split('-')[0]?.toLowerCase() === base);
    if (sameBase) return sameBase;
  }
  return DEFAULT_LANGUAGE;
}

/** The refusal of a language the site does not speak (`i18n/pt-BR/languages.ts` translates it). */
export const LanguageMessages = {
  unknownLanguage: `Language must be one of ${LANGUAGE_CODES.join(', ')}.`,
} as const;

/**
 * The page language's names outside the app: the `lang` query parameter (a link to a page in one language, the
 * `hreflang` alternates) and the cookie the switcher sets, so the server renders a public page in the visitor's
 * language.
 */
export const LANGUAGE_PARAM = 'lang';
export const LANGUAGE_COOKIE = 'lang';
