import { useTranslation } from 'react-i18next';
import { LegalDocument } from './legal-document.tsx';
import { privacySections } from './privacy-content.ts';
import { useProvider } from './use-provider.ts';

/** The privacy policy (/legal). */
export function PrivacyPage() {
  const { t } = useTranslation();
  const provider = useProvider();
  return (
    <LegalDocument title={t('legal.privacyTitle')} provider={provider} sections={privacySections(provider)} />
  );
}
