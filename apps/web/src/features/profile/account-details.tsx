import type { ProfileResponse } from '@agaia/contract';
import { Info } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDateTime } from '../../lib/format.ts';
import styles from './profile.module.css';

type Details = Pick<ProfileResponse, 'userName' | 'registerTime' | 'lastLoginTime'>;

/**
 * The info button with its tooltip (User ID, Registered, Last Login): shown on hover, on keyboard focus and on
 * click; Escape, blur and leaving hide it.
 */
export function AccountDetails({ profile }: { profile: Details }) {
  const { t } = useTranslation();
  const tooltipId = useId();
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only mirrors what focus and click on the button do.
    <span className={styles.details} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className={styles.detailsButton}
        aria-label={t('profile.detailsButton')}
        aria-describedby={tooltipId}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
      >
        <Info aria-hidden="true" />
      </button>
      <span role="tooltip" id={tooltipId} className={styles.tooltip} hidden={!isOpen}>
        <span className={styles.tooltipRow}>
          <span className={styles.term}>{t('profile.userId')}</span> <span>{profile.userName}</span>
        </span>
        <span className={styles.tooltipRow}>
          <span className={styles.term}>{t('profile.registered')}</span>{' '}
          <span>{formatLongDateTime(profile.registerTime)}</span>
        </span>
        <span className={styles.tooltipRow}>
          <span className={styles.term}>{t('profile.lastLogin')}</span>{' '}
          <span>{formatLongDateTime(profile.lastLoginTime)}</span>
        </span>
      </span>
    </span>
  );
}
