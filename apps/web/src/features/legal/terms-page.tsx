import { useTranslation } from 'react-i18next';
import { useMessages } from '../../i18n/catalogs.ts';
import { legalMessages } from '../../i18n/legal-messages.ts';
import { LegalDocument } from './legal-document.tsx';
import { LAST_UPDATED } from './legal-documents.ts';
import { useLegalText } from './use-legal-text.ts';
import { useProvider } from './use-provider.ts';

/** The Terms and Conditions of Use (/tos), in the current language. */
export function TermsPage() {
  useMessages(legalMessages);
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
