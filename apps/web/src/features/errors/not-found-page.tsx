import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from './not-found-page.module.css';

/** The 404 page for any path the route table does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.notFoundDocumentTitle'));
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('errors.notFoundTitle')}
      </h1>
      <p className={styles.text}>{t('errors.notFoundText')}</p>
      <ButtonLink to="/" variant="primary" size="large">
        {t('errors.goHome')}
      </ButtonLink>
    </section>
  );
}
