import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';

/** The password reset page (/reset-password/:token). Token checks arrive with the auth issue. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('auth.resetTitle')}
      documentTitle={t('auth.resetDocumentTitle')}
      lead={t('app.comingSoon')}
    />
  );
}
