import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';

/** The profile page (/profile), for logged-in users only; the guard lives in the route table. */
export function ProfilePage() {
  const { t } = useTranslation();
  return <Page title={t('profile.title')} lead={t('app.comingSoon')} />;
}
