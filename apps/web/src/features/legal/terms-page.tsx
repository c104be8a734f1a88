import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';

/** The terms page (/tos). Its full text arrives with the legal issue. */
export function TermsPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('legal.tosTitle')}
      documentTitle={t('legal.tosDocumentTitle')}
      lead={t('legal.lastUpdated')}
    />
  );
}
