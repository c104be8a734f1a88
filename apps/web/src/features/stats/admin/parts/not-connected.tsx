import { Unplug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './stats.module.css';

/**
 * A message's text with its <code>…</code> parts as code elements: the settings' names stand out. Plain text only
 * (React escapes it); no markup of the catalog is ever set as HTML.
 */
function withCode(text: string) {
  return text.split(/<code>(.*?)<\/code>/).map((part, index) =>
    // Odd parts are the ones inside <code>; a message's parts never move, so their index is their key.
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message, in their fixed order
    index % 2 === 1 ? <code key={index}>{part}</code> : part,
  );
}

/** Figures that come from the game, with no game back end connected: what is missing and how to connect it. */
export function NotConnected() {
  const { t } = useTranslation();
  return (
    <div className={styles.notConnected}>
      <Unplug className={styles.notConnectedIcon} aria-hidden="true" />
      <div className={styles.notConnectedText}>
        <p className={styles.notConnectedTitle}>{t('admin.stats.notConnected.title')}</p>
        <p>{withCode(t('admin.stats.notConnected.text'))}</p>
      </div>
    </div>
  );
}
