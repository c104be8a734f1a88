import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';

/** The news list (/news). */
export function NewsPage() {
  const { t } = useTranslation();
  return <Page title={t('news.title')} documentTitle={t('news.documentTitle')} lead={t('app.comingSoon')} />;
}
