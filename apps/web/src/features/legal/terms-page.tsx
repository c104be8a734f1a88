import { useTranslation } from 'react-i18next';
import { LegalDocument } from './legal-document.tsx';
import { legalDocuments } from './legal-documents.ts';
import { useProvider } from './use-provider.ts';

/** The Terms and Conditions of Use (/tos). */
export function TermsPage() {
  const { t, i18n } = useTranslation();
  const provider = useProvider();
  return (
    <LegalDocument
      title={t('legal.tosTitle')}
      documentTitle={t('legal.tosDocumentTitle')}
      provider={provider}
      sections={legalDocuments(i18n.resolvedLanguage).terms(provider)}
    />
  );
}
