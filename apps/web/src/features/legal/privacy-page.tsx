import { useTranslation } from 'react-i18next';
import { LegalDocument } from './legal-document.tsx';
import { LAST_UPDATED } from './legal-documents.ts';
import { useLegalText } from './use-legal-text.ts';
import { useProvider } from './use-provider.ts';

/** The privacy policy (/legal), in the current language. */
export function PrivacyPage() {
  const { t } = useTranslation();
  const provider = useProvider();
  const sections = useLegalText('privacy');
  return (
    <LegalDocument
      title={t('legal.privacyTitle')}
      updated={LAST_UPDATED.privacy}
      provider={provider}
      sections={sections(provider)}
    />
  );
}
