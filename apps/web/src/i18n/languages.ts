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
