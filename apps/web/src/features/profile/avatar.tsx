import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './profile.module.css';

/** The profile picture: the avatar URL when there is one and it loads, else initials on a drawn emblem. */
export function Avatar({ url, name }: { url: string | null; name: string }) {
  const { t } = useTranslation();
  const [hasFailed, setFailed] = useState(false);
  const alt = t('profile.avatarAlt', { name });
  if (url && !hasFailed) {
    return <img className={styles.avatar} src={url} alt={alt} onError={() => setFailed(true)} />;
  }
  const initials = name.slice(0, 2).toUpperCase();
  return (
    <svg className={styles.avatar} viewBox="0 0 96 96" role="img" aria-label={alt}>
      <circle className={styles.avatarDisc} cx="48" cy="48" r="46" />
      <path className={styles.avatarPeaks} d="M8 70 L30 46 L42 58 L58 38 L88 70 A46 46 0 0 1 8 70 Z" />
      <circle className={styles.avatarRing} cx="48" cy="48" r="46" />
      <text className={styles.avatarInitials} x="48" y="44" textAnchor="middle" dominantBaseline="middle">
        {initials}
      </text>
    </svg>
  );
}
