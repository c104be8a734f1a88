import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';

// English is the default and the fallback; another language is one more catalog under `resources`.
void i18next.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18next as i18n };
