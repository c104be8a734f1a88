import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';

/** The login page (/login). The form arrives with the auth issue. */
export function LoginPage() {
  const { t } = useTranslation();
  return <Page title={t('auth.loginTitle')} lead={t('app.comingSoon')} />;
}
