import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsent } from '../lib/consent.ts';
import { Button } from './button.tsx';
import styles from './consent-banner.module.css';

/**
 * A small bar (not a modal) until the visitor makes a privacy choice: only essential storage is used before that.
 * The site works the same either way.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const { consent, choose } = useConsent();
  if (consent) return null;
  return (
    <section className={styles.banner} aria-label={t('consent.label')} data-consent-banner="">
      <ShieldCheck className={styles.icon} aria-hidden="true" />
      <p className={styles.text}>
        {t('consent.text')} <Link to="/legal">{t('consent.more')}</Link>
      </p>
      <div className={styles.actions}>
        <Button onClick={() => choose('essential')}>{t('consent.essentialOnly')}</Button>
        <Button variant="primary" onClick={() => choose('all')}>
          {t('consent.acceptAll')}
        </Button>
      </div>
    </section>
  );
}
