import { useTranslation } from 'react-i18next';
import { LegalDocument } from './legal-document.tsx';
import { termsSections } from './terms-content.ts';
import { useProvider } from './use-provider.ts';

/** The Terms and Conditions of Use (/tos). */
export function TermsPage() {
  const { t } = useTranslation();
  const provider = useProvider();
  return (
    <LegalDocument
      title={t('legal.tosTitle')}
      documentTitle={t('legal.tosDocumentTitle')}
      provider={provider}
      sections={termsSections(provider)}
    />
  );
}
