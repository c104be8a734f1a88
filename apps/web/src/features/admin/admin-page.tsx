import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';

/** The admin panel (/admin/*), for webMgt above 1 only; the guard lives in the route table. */
export function AdminPage() {
  const { t } = useTranslation();
  return <Page title={t('admin.title')} lead={t('app.comingSoon')} />;
}
