import { useTranslation } from 'react-i18next';
import styles from './page-loading.module.css';

/** A quiet loading line for a page or section that is still arriving. */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <p className={styles.loading} role="status">
      {label ?? t('app.loading')}
    </p>
  );
}
