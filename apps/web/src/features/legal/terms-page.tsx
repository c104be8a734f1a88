import { useTranslation } from 'react-i18next';
import { LegalDocument } from './legal-document.tsx';
import { LAST_UPDATED } from './legal-documents.ts';
import { useLegalText } from './use-legal-text.ts';
import { useProvider } from './use-provider.ts';

/** The Terms and Conditions of Use (/tos), in the current language. */
export function TermsPage() {
  const { t } = useTranslation();
  const provider = useProvider();
  const sections = useLegalText('terms');
  return (
    <LegalDocument
      title={t('legal.tosTitle')}
      documentTitle={t('legal.tosDocumentTitle')}
      updated={LAST_UPDATED.terms}
      provider={provider}
      sections={sections(provider)}
    />
  );
}
