import { Download, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, buttonClass, buttonIconClass } from '../../components/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DEFAULT_LAUNCHER_URL, useSiteInfo } from '../../lib/use-site-info.ts';
import styles from './landing-page.module.css';

/** The home page (/ and /home). For now the welcome section; the other sections arrive with the landing issue. */
export function LandingPage() {
  const { t } = useTranslation();
  const { data: site } = useSiteInfo();
  useDocumentTitle();
  return (
    <section className={styles.hero} aria-labelledby="landing-title">
      <h1 id="landing-title" className={styles.title}>
        {t('landing.title')}
      </h1>
      <p className={styles.subtitle}>{t('landing.subtitle')}</p>
      <div className={styles.actions}>
        <ButtonLink to="/register" variant="primary" size="large">
          <UserPlus className={buttonIconClass} aria-hidden="true" />
          {t('landing.createAccount')}
        </ButtonLink>
        <a
          className={buttonClass({ size: 'large' })}
          href={site?.launcherUrl || DEFAULT_LAUNCHER_URL}
          download
        >
          <Download className={buttonIconClass} aria-hidden="true" />
          {t('landing.downloadClient')}
        </a>
      </div>
    </section>
  );
}
