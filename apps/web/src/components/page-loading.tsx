import { useTranslation } from 'react-i18next';
import styles from './page-loading.module.css';

/** A quiet loading line for a page or section that is still arriving, with an optional second, muted line. */
export function PageLoading({ label, detail }: { label?: string; detail?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status">
      <p>{label ?? t('app.loading')}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
    </div>
  );
}
