import { useTranslation } from 'react-i18next';
import { useMessages } from '../../i18n/catalogs.ts';
import { legalMessages } from '../../i18n/legal-messages.ts';
import { LegalDocument } from './legal-document.tsx';
import { LAST_UPDATED } from './legal-documents.ts';
import { useLegalText } from './use-legal-text.ts';
import { useProvider } from './use-provider.ts';

/** The privacy policy (/legal), in the current language. */
export function PrivacyPage() {
  useMessages(legalMessages);
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
