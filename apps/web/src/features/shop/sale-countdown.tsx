import { useTranslation } from 'react-i18next';
import { countdownParts } from './catalog.ts';
import styles from './product-card.module.css';
import { useNow } from './use-now.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * 'Sale Ends In:' then days (only above 0), hours, minutes and seconds, ticking every second (docs/product.md §8.1).
 * Renders nothing once the end has passed.
 */
export function SaleCountdown({ end }: { end: number }) {
  const { t } = useTranslation();
  const now = useNow(true);
  const remaining = end - now;
  if (remaining <= 0) return null;
  const { days, hours, minutes, seconds } = countdownParts(remaining);
  const units = [
    ...(days > 0 ? [t('shop.days', { value: days })] : []),
    t('shop.hours', { value: pad(hours) }),
    t('shop.minutes', { value: pad(minutes) }),
    t('shop.seconds', { value: pad(seconds) }),
  ];
  return (
    <p className={styles.countdown}>
      <span className={styles.countdownLabel}>{t('shop.saleEndsIn')}</span>{' '}
      <time role="timer" dateTime={new Date(end).toISOString()} className={styles.figures}>
        {units.join(' ')}
      </time>
    </p>
  );
}
