import { useTranslation } from 'react-i18next';
import { useMessages } from '../../i18n/catalogs.ts';
import { legalMessages } from '../../i18n/legal-messages.ts';
import { useSiteInfo } from '../../lib/use-site-info.ts';
import type { Provider } from './legal-types.ts';

/** The provider from the site info (LEGAL_ENTITY, LEGAL_ADDRESS, LEGAL_EMAIL); marked placeholders where unset. */
export function useProvider(): Provider {
  useMessages(legalMessages);
  const { t } = useTranslation();
  const { data: site } = useSiteInfo();
  const info: Partial<Record<'legalEntity' | 'legalAddress' | 'legalEmail', string>> = site ?? {};
  return {
    entity: info.legalEntity?.trim() || t('legal.placeholderEntity'),
    address: info.legalAddress?.trim() || t('legal.placeholderAddress'),
    email: info.legalEmail?.trim() || t('legal.placeholderEmail'),
  };
}
