import { useQueryClient } from '@tanstack/react-query';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../i18n/catalogs.ts';
import { isLanguage, LANGUAGES } from '../i18n/languages.ts';
import { saveAccountLanguage } from '../lib/account-language.ts';
import { useEarly } from '../lib/use-is-hydrated.ts';
import styles from './language-select.module.css';

/**
 * The language switcher (header, mobile menu, footer): each language named in itself. A choice loads that language's
 * messages, then shows the page in it and reads again what the server worded; it is remembered in this browser and, when logged in, in the account (mails).
 * `compact` (the header) shows the language's short code over the real select, which still lists every name.
 * Chosen before the page's code runs, index.html's early script loads the page in that language (`?lang=`) instead.
 */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const current = isLanguage(i18n.language) ? i18n.language : LANGUAGES[0].code;
  const early = useEarly('language');
  return (
    <label className={compact ? `${styles.select} ${styles.compact}` : styles.select}>
      <Globe size={16} aria-hidden="true" className={styles.icon} />
      <span className="visually-hidden">{t('nav.language')}</span>
      {compact && (
        <span className={styles.code} aria-hidden="true">
          {current.split('-')[0]?.toUpperCase()}
        </span>
      )}
      <select
        {...early}
        value={current}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLanguage(chosen)) return;
          // What the server worded (names, messages) is read again in the new language once its messages are here.
          void switchLanguage(chosen, { remember: true }).then(() => client.invalidateQueries());
          saveAccountLanguage(chosen);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </label>
  );
}
