import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en/main.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './languages.ts';

// English is in the start bundle and is the fallback; another language's files load when it is chosen (catalogs.ts).
void i18next.use(initReactI18next).init({
  // A copy: i18next merges later bundles into what it holds, and the catalog modules must stay as written.
  resources: { [DEFAULT_LANGUAGE]: { translation: structuredClone(en) } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGE_CODES as LanguageCode[],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  // Components re-render when a language's messages arrive, not only when the language changes.
  react: { bindI18nStore: 'added' },
});

export { i18next as i18n };
