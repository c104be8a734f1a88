import { useTranslation } from 'react-i18next';
import { useMessages } from '../../i18n/catalogs.ts';
import { twitchMessages } from '../../i18n/twitch-messages.ts';
import { formatMinutes } from '../../lib/format.ts';
import styles from './drops.module.css';

type DropProgressProps = {
  /** The player's minutes. */
  minutes: number;
  /** The bar's end in minutes (the largest requiredMinutes, at least 1). */
  max: number;
  /** The fill, 0 to 100. */
  percent: number;
};

/** The progress bar of docs/product.md §9.4: gold fill on the raised surface, the numbers beside it. */
export function DropProgress({ minutes, max, percent }: DropProgressProps) {
  useMessages(twitchMessages);
  const { t } = useTranslation();
  const value = t('twitch.progressValue', { time: formatMinutes(minutes), max: formatMinutes(max) });
  return (
    <div className={styles.progress}>
      <div
        role="progressbar"
        aria-label={t('twitch.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(minutes, max)}
        aria-valuetext={value}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <span className={`${styles.progressValue} tabular`}>{value}</span>
    </div>
  );
}
