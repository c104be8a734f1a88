import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './footer.module.css';

/** The site footer: the est. line and the legal links. */
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
          </ul>
        </nav>
      </div>
    </footer>
  );
}
