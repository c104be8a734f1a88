import { useTranslation } from 'react-i18next';
import { buttonClass } from '../components/button.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import styles from './route-error.module.css';

/** The router's error screen: 'Unexpected Application Error!' with a way out. Plain links: the router may be broken. */
export function RouteError() {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.unexpectedTitle'));
  return (
    <div className={styles.error} role="alert">
      <h1 className={styles.title}>{t('errors.unexpectedTitle')}</h1>
      <p className={styles.text}>{t('errors.unexpectedText')}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass({ variant: 'primary' })}
          onClick={() => window.location.reload()}
        >
          {t('errors.reload')}
        </button>
        <a className={buttonClass()} href="/">
          {t('errors.goHome')}
        </a>
      </div>
    </div>
  );
}
