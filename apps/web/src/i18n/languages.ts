export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_CODES,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  LANGUAGES,
  type LanguageCode,
  matchLanguage,
} from '@agaia/contract/plain';

/** Where the visitor's choice is remembered in the browser. */
export const LANGUAGE_STORAGE_KEY = 'language';
/**
 * Where index.html's early script leaves a language chosen before the page's code ran (session storage), for the code
 * to finish the choice: the account's language and the address (lib/account-language.ts adoptEarlyLanguage).
 */
export const EARLY_LANGUAGE_KEY = 'earlyLanguage';
