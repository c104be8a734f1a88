import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';

/** The registration page (/register). The form arrives with the auth issue. */
export function RegisterPage() {
  const { t } = useTranslation();
  return <Page title={t('auth.registerTitle')} lead={t('app.comingSoon')} />;
}
