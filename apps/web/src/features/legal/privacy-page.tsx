import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';

/** The privacy policy (/legal). Its full text arrives with the legal issue. */
export function PrivacyPage() {
  const { t } = useTranslation();
  return <Page title={t('legal.privacyTitle')} lead={t('legal.lastUpdated')} />;
}
