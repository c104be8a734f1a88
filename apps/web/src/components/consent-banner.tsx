import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsent } from '../lib/consent.ts';
import { useEarly } from '../lib/use-is-hydrated.ts';
import { Button } from './button.tsx';
import styles from './consent-banner.module.css';

/**
 * A small bar (not a modal) until the visitor makes a privacy choice: only essential storage is used before that.
 * The site works the same either way. 'Cookie settings' in the footer brings it back, with the focus on it.
 * Chosen before the page's code runs, index.html's early script stores the button's value and hides the bar at once.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const { consent, choose, isReopened } = useConsent();
  const ref = useRef<HTMLElement>(null);
  const early = useEarly('consent');
  useEffect(() => {
    if (isReopened) ref.current?.focus();
  }, [isReopened]);
  if (consent) return null;
  return (
    <section
      ref={ref}
      className={styles.banner}
      aria-label={t('consent.label')}
      data-consent-banner=""
      tabIndex={-1}
    >
      <ShieldCheck className={styles.icon} aria-hidden="true" />
      <p className={styles.text}>
        {t('consent.text')} <Link to="/legal">{t('consent.more')}</Link>
      </p>
      <div className={styles.actions}>
        <Button value="essential" onClick={() => choose('essential')} {...early}>
          {t('consent.essentialOnly')}
        </Button>
        <Button value="all" variant="primary" onClick={() => choose('all')} {...early}>
          {t('consent.acceptAll')}
        </Button>
      </div>
    </section>
  );
}
