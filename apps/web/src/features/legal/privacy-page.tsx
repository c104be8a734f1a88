import { useTranslation } from 'react-i18next';
import { LegalDocument } from './legal-document.tsx';
import { legalDocuments } from './legal-documents.ts';
import { useProvider } from './use-provider.ts';

/** The privacy policy (/legal). */
export function PrivacyPage() {
  const { t, i18n } = useTranslation();
  const provider = useProvider();
  return (
    <LegalDocument
      title={t('legal.privacyTitle')}
      provider={provider}
      sections={legalDocuments(i18n.resolvedLanguage).privacy(provider)}
    />
  );
}
