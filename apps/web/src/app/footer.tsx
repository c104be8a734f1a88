import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '../components/language-select.tsx';
import { reopenConsent } from '../lib/consent.ts';
import styles from './footer.module.css';

/** The site footer: the est. line, the legal links and 'Cookie settings', which asks the privacy choice again. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copyright}>{t('footer.copyright')}</p>
        <nav aria-label={t('footer.label')}>
          <ul className={styles.links}>
            <li>
              <Link to="/tos">{t('footer.tos')}</Link>
            </li>
            <li>
              <Link to="/legal">{t('footer.legal')}</Link>
            </li>
            <li>
              <button type="button" className={styles.linkButton} onClick={reopenConsent}>
                {t('footer.cookieSettings')}
              </button>
            </li>
            <li>
              <LanguageSelect />
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
